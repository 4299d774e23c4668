import { routeLabel } from "../shared/routes/route-label";

describe("routeLabel", () => {
  it("names a request by the route registry, ids and queries left out", () => {
    expect(routeLabel("/")).toBe("home");
    expect(routeLabel("/courses?cid=3&page=2")).toBe("courses");
    expect(routeLabel("/courses/detail/12?tab=3")).toBe("course");
    expect(routeLabel("/courses/video/99")).toBe("lesson");
    expect(routeLabel("/og/courses/5.png")).toBe("course-image");
    expect(routeLabel("/healthz")).toBe("healthz");
  });

  it("gives everything outside the registry one of a few fixed names", () => {
    expect(routeLabel("/api/v2/course/12")).toBe("api");
    expect(routeLabel("/api/revalidate")).toBe("revalidate");
    expect(routeLabel("/_next/static/chunks/x.js")).toBe("next-internal");
    expect(routeLabel("/wp-login.php")).toBe("unmatched");
    expect(routeLabel("/courses/catalog/index")).toBe("unmatched");
  });
});
