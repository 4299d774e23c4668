/** @jest-environment node */
import {
  BodyTooLargeError,
  bodyLimitFor,
  DEFAULT_BODY_LIMIT,
  limitBody,
  UPLOAD_BODY_LIMIT,
} from "../server/proxy/body-limit";

function streamOf(...sizes: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      sizes.forEach((size, index) => controller.enqueue(new Uint8Array(size).fill(index + 1)));
      controller.close();
    },
  });
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

describe("body-limit: request bodies through the /api proxy", () => {
  it("allows 2 MB, and 3 MB for the avatar upload only", () => {
    expect(DEFAULT_BODY_LIMIT).toBe(2 * 1024 * 1024);
    expect(UPLOAD_BODY_LIMIT).toBe(3 * 1024 * 1024);
    expect(bodyLimitFor("v2/member/detail/avatar")).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimitFor("v2/login/password")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("v2/member/detail")).toBe(DEFAULT_BODY_LIMIT);
  });

  it("passes a body under or at the limit through unchanged", async () => {
    expect(Array.from(await readAll(limitBody(streamOf(3, 2), 10)))).toEqual([1, 1, 1, 2, 2]);
    expect((await readAll(limitBody(streamOf(6, 4), 10))).byteLength).toBe(10);
    expect((await readAll(limitBody(streamOf(), 10))).byteLength).toBe(0);
  });

  it("errors with BodyTooLargeError as soon as more than the limit went by", async () => {
    const error = await readAll(limitBody(streamOf(6, 4, 1), 10)).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect((error as Error).message).toBe("请求内容过大");
  });

  it("does not hand on the chunk that crosses the limit", async () => {
    const reader = limitBody(streamOf(8, 5), 10).getReader();
    const first = await reader.read();
    expect(first.value?.byteLength).toBe(8);
    await expect(reader.read()).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
