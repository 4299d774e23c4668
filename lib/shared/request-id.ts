// Every request carries one id from the edge to the backend and back: nginx makes it
// ($request_id), `npm start`'s entry point makes it (or keeps a trusted proxy's), and
// middleware makes one when neither did. It is logged with the request, sent to the backend
// with the reads made for it, and returned to the client in the same header.

export const REQUEST_ID_HEADER = "x-request-id";

/** nginx's 32 hex digits, a UUID, or any other short token; never free text that could forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function isValidRequestId(value: string | null | undefined): value is string {
  return typeof value === "string" && REQUEST_ID.test(value);
}

export function newRequestId(): string {
  return crypto.randomUUID();
}
