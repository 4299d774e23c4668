/** @jest-environment node */
import { loadForMember } from "../server/member-data";
import { memberOrVisitor } from "../server/member-or-visitor";

// Member pages rendered on the server read the session as middleware and the /api proxy do:
// two session cookies are a refused session (请重新登录 on /login), never one of the two.

let mockCookieHeader = "";
jest.mock("next/headers", () => ({
  headers: async () => new Headers({ cookie: mockCookieHeader, "x-forwarded-proto": "http" }),
  // Next's own cookie reader: one value per name, the last one sent.
  cookies: async () => {
    const values = new Map(mockCookieHeader.split(/;\s*/).map((pair) => pair.split("=") as [string, string]));
    return { get: (name: string) => (values.has(name) ? { value: values.get(name) } : undefined) };
  },
}));
jest.mock("react", () => ({ ...jest.requireActual("react"), cache: <T>(fn: T) => fn }));

/** Where redirect() sent the render (Next's redirect throws an error that names it). */
async function redirectOf(render: () => Promise<unknown>): Promise<string | null> {
  try {
    await render();
    return null;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? "");
    if (!digest.startsWith("NEXT_REDIRECT")) throw error;
    return digest.split(";")[2];
  }
}

const fetchMock = jest.fn();
beforeAll(() => {
  process.env.MEEDU_API_URL = "http://meedu.internal:8000";
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

describe.each([
  ["loadForMember (protected pages)", () => loadForMember("/member/orders", async () => "data")],
  ["memberOrVisitor (/bind-mobile, /face-check)", () => memberOrVisitor("/member/orders")],
])("%s", (_, render) => {
  it.each([
    "meedu-user-token=T; meedu-user-token=PLANTED",
    "meedu-user-token=PLANTED; meedu-signed-in=1; meedu-user-token=T",
  ])("with two token cookies (%s): /login with 请重新登录, nothing asked of MeEdu", async (cookie) => {
    mockCookieHeader = cookie;
    expect(await redirectOf(render)).toBe("/login?redirect=%2Fmember%2Forders&relogin=1");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
