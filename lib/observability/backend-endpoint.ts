// A backend path as a metric label: the endpoint, not the record. Ids and other values in the
// path become ":id"; the query string is dropped (lib/api/client.ts sends it separately anyway).

const WORD = /^[a-z][a-z0-9_-]*$/i;

export function backendEndpoint(path: string): string {
  const segments = path
    .split(/[?#]/, 1)[0]
    .split("/")
    .filter(Boolean)
    // A version (v2), a word (course, playinfo); anything else is a value (123, a hash, a code).
    .map((segment) => (WORD.test(segment) && !/\d{3,}/.test(segment) ? segment : ":id"));
  return segments.join("/") || "/";
}
