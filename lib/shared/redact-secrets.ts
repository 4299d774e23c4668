// Secrets that may hide inside text the site writes to its logs (an error message, a URL): the
// member's token as a Bearer header, in the session cookie, in a JSON answer or a query string.

const SECRETS: Array<[RegExp, string]> = [
  [/Bearer\s+[^\s,;"']+/gi, "Bearer [redacted]"],
  [/(meedu-user-token=)[^\s;,"']+/gi, "$1[redacted]"],
  [/("token"\s*:\s*")[^"]*"/gi, '$1[redacted]"'],
  [/([?&](?:token|access_token)=)[^&\s"']+/gi, "$1[redacted]"],
];

export function redactSecrets(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of SECRETS) redacted = redacted.replace(pattern, replacement);
  return redacted;
}
