/** One part of a multipart/form-data body. */
export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

/** The boundary from a `multipart/form-data; boundary=…` header, or undefined. */
export function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Splits a buffered multipart/form-data body into parts (enough for small uploads). */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    let from = start + delimiter.length;
    if (body.subarray(from, from + 2).toString() === "--") break;
    if (body.subarray(from, from + 2).toString() === "\r\n") from += 2;
    const next = body.indexOf(delimiter, from);
    if (next === -1) break;
    const chunk = body.subarray(from, next - 2); // drop the CRLF before the next delimiter
    const headerEnd = chunk.indexOf("\r\n\r\n");
    if (headerEnd !== -1) {
      const part = partOf(chunk.subarray(0, headerEnd).toString("utf8"), chunk.subarray(headerEnd + 4));
      if (part) parts.push(part);
    }
    start = next;
  }
  return parts;
}

function partOf(headerText: string, data: Buffer): MultipartPart | undefined {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType: string | undefined;
  for (const line of headerText.split("\r\n")) {
    const [key, ...rest] = line.split(":");
    const value = rest.join(":").trim();
    if (key.trim().toLowerCase() === "content-disposition") {
      name = /\bname="([^"]*)"/i.exec(value)?.[1];
      filename = /\bfilename="([^"]*)"/i.exec(value)?.[1];
    } else if (key.trim().toLowerCase() === "content-type") {
      contentType = value;
    }
  }
  return name === undefined ? undefined : { name, filename, contentType, data };
}
