/** @jest-environment node */
import { NextRequest } from "next/server";
import { middleware } from "../../middleware";

// Security: Next stores the 404 render with the query it was rendered for in its router data, and
// hands it to every later visitor of any missing address: one visitor's QQ login_code (or any value
// in the query) on a missing address reached the next stranger. Such a request is sent to its bare
// path first, the browser's parameters in the fragment, which no server sees.

const ORIGIN = "http://localhost:3000";

async function answer(target: string) {
  const response = await middleware(new NextRequest(`${ORIGIN}${target}`));
  return {
    status: response.status,
    location: response.headers.get("location"),
    cacheControl: response.headers.get("cache-control"),
    rewrite: response.headers.get("x-middleware-rewrite"),
  };
}

const MISSING = [
  ["an address no route answers", "/no-such-page"],
  ["a file no route answers", "/abc.txt"],
  ["the IndexNow key file of another key", "/0123456789abcdef.txt"],
  ["a public page's internal view", "/courses/detail/5/index"],
  ["an internal view of the home page", "/home/index"],
  ["Next's not-found page asked for directly", "/_not-found"],
];

const QUERIES = [
  ["login_code", "login_code=CANARY1", "login_code=CANARY1"],
  ["action and login_code", "action=bind&login_code=CANARY1", "action=bind&login_code=CANARY1"],
  ["msv", "msv=CANARY1", "msv=CANARY1"],
  ["an encoded name", "login%5Fcode=CANARY1", "login%5Fcode=CANARY1"],
  ["a value of another name", "email=victim%40school.cn", ""],
  ["both", "x=1&msv=CANARY1&y=2", "msv=CANARY1"],
];

describe("a missing address with a query", () => {
  describe.each(MISSING)("%s", (_, path) => {
    it.each(QUERIES)("is sent to its bare path first (%s)", async (__, query, fragment) => {
      const { status, location, cacheControl } = await answer(`${path}?${query}`);
      expect(status).toBe(307);
      expect(location).toBe(`${ORIGIN}${path}${fragment ? `#${fragment}` : ""}`);
      expect(cacheControl).toBe("private, no-store");
    });
  });

  it("stays on the site whatever the path looks like", async () => {
    for (const path of ["//evil.example/x", "/\\evil.example/x", "/%2F%2Fevil.example"]) {
      const { location } = await answer(`${path}?login_code=CANARY1`);
      expect(new URL(location!).origin).toBe(ORIGIN);
    }
  });

  it("without a query is left to the 404 as before", async () => {
    expect((await answer("/no-such-page")).status).toBe(200);
    expect(new URL((await answer("/courses/detail/5/index")).rewrite!).pathname).toBe("/404");
  });

  it("leaves pages that exist, the API and Next's own addresses alone", async () => {
    expect((await answer("/search?keywords=vue&login_code=CANARY1")).status).toBe(200);
    expect((await answer("/api/v2/courses?page=2")).status).toBe(200);
    expect((await answer("/__nextjs_original-stack-frames?login_code=CANARY1")).status).toBe(200);
  });
});
