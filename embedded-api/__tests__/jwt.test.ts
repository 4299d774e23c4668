import { signToken, verifyToken } from "../lib/jwt";
import { createTestApi } from "../test-support/harness";

const SECRET = new Uint8Array(Buffer.from("a-test-secret-of-at-least-32-bytes!!"));
const NOW = Date.UTC(2025, 0, 1);

/** A token whose signature has a "-" or "_" (to try the standard alphabet's "+" and "/" instead). */
function tokenWithUrlCharacters(): string {
  for (;;) {
    const { token } = signToken(SECRET, 7, "http://api.test", NOW);
    if (/[-_]/.test(token.split(".")[2])) return token;
  }
}

/** The same bytes spelled with non-zero unused bits in the last character (a 43-character signature has 2 spare bits). */
function nonCanonicalLastCharacter(part: string): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const last = alphabet.indexOf(part.at(-1) as string);
  const twin = alphabet[last ^ 1];
  return `${part.slice(0, -1)}${twin}`;
}

const TOKEN = tokenWithUrlCharacters();
const [HEAD, BODY, SIG] = TOKEN.split(".");
const withSig = (sig: string) => `${HEAD}.${BODY}.${sig}`;

describe("strict JWT decoding", () => {
  it("accepts the token as signed", () => {
    expect(verifyToken(SECRET, TOKEN, NOW)).toMatchObject({ sub: "7" });
  });

  it.each([
    ["signature with '='", withSig(`${SIG}=`)],
    ["signature with '=='", withSig(`${SIG}==`)],
    ["signature with '~~'", withSig(`${SIG}~~`)],
    ["signature with '~' inside", withSig(`${SIG.slice(0, 10)}~${SIG.slice(10)}`)],
    ["signature with standard-alphabet '+' / '/'", withSig(SIG.replace(/-/g, "+").replace(/_/g, "/"))],
    ["signature with a non-canonical last character", withSig(nonCanonicalLastCharacter(SIG))],
    ["signature with a changed last character", withSig(`${SIG.slice(0, -1)}${SIG.endsWith("A") ? "Q" : "A"}`)],
    ["signature cut short", withSig(SIG.slice(0, -1))],
    ["signature with one character more", withSig(`${SIG}A`)],
    ["header with '='", `${HEAD}=.${BODY}.${SIG}`],
    ["payload with '~~'", `${HEAD}.${BODY}~~.${SIG}`],
    ["payload with '='", `${HEAD}.${BODY}=.${SIG}`],
    ["an empty signature", withSig("")],
    ["four parts", `${TOKEN}.${SIG}`],
  ])("refuses a %s", (_case, token) => {
    expect(token).not.toBe(TOKEN);
    expect(verifyToken(SECRET, token, NOW)).toBeNull();
  });

  it("the non-canonical spellings decode to the very same bytes (so only strictness refuses them)", () => {
    const same = [`${SIG}=`, `${SIG}~~`, SIG.replace(/-/g, "+").replace(/_/g, "/"), nonCanonicalLastCharacter(SIG)];
    for (const spelling of same)
      expect(Buffer.from(spelling, "base64url").equals(Buffer.from(SIG, "base64url"))).toBe(true);
  });

  it("refuses such tokens on the API (401 请登录)", async () => {
    const api = await createTestApi();
    try {
      const token = await api.login();
      const [h, b, s] = token.split(".");
      expect((await api.get("/api/v2/member/detail", token)).code).toBe(0);
      for (const sig of [`${s}=`, `${s}~~`, nonCanonicalLastCharacter(s)]) {
        expect(await api.get("/api/v2/member/detail", `${h}.${b}.${sig}`)).toEqual({
          code: 401,
          message: "请登录",
          data: [],
        });
      }
    } finally {
      await api.close();
    }
  });
});
