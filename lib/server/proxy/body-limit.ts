import "server-only";

/** Request bodies the /api proxy accepts, checked before anything is read. */
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;
/** Avatar uploads (MeEdu refuses files over 1 MB itself; the multipart overhead needs room). */
export const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

const UPLOAD_PATHS = new Set(["v2/member/detail/avatar"]);

export function bodyLimitFor(path: string): number {
  return UPLOAD_PATHS.has(path) ? UPLOAD_BODY_LIMIT : DEFAULT_BODY_LIMIT;
}

export class BodyTooLargeError extends Error {
  constructor() {
    super("请求内容过大");
  }
}

/** Passes the body through unbuffered and fails as soon as more than `limit` bytes went by. */
export function limitBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new BodyTooLargeError());
        else controller.enqueue(chunk);
      },
    }),
  );
}
