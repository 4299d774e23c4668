import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** One uploaded file of a multipart/form-data body. */
export interface UploadedFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Accepts multipart/form-data bodies on the routes of `scope` (@fastify/multipart); files up to `maxFileBytes`. */
export async function registerMultipart(scope: FastifyInstance, maxFileBytes: number): Promise<void> {
  await scope.register(multipart, { limits: { fileSize: maxFileBytes, fieldSize: 8 * 1024 } });
}

/**
 * The first non-empty file uploaded under `name`, read into memory; undefined when the body is
 * not multipart or holds none. A malformed body counts as holding none, as PHP finds no file in
 * it; a file over the size limit or too many parts throw a 413 error (answered `错误`).
 */
export async function uploadedFile(request: FastifyRequest, name: string): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const data = await part.toBuffer(); // every file must be read for parsing to go on
      if (part.fieldname === name && part.filename !== undefined && data.length > 0) {
        return { filename: part.filename, contentType: part.mimetype, data };
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw error;
  }
  return undefined;
}
