import { bindMobilePathFor, faceCheckPathFor, withoutLoginCodeParams } from "../shared/pending-check-paths";

describe("pending-check paths", () => {
  it("carry the encoded page to continue to", () => {
    expect(bindMobilePathFor("/member/orders?page=2")).toBe("/bind-mobile?redirect=%2Fmember%2Forders%3Fpage%3D2");
    expect(faceCheckPathFor("/study-center")).toBe("/face-check?redirect=%2Fstudy-center");
  });

  it("drop the redirect for the home page and anything off-site", () => {
    expect(faceCheckPathFor("/")).toBe("/face-check");
    expect(faceCheckPathFor("//evil.example/x")).toBe("/face-check");
    expect(bindMobilePathFor("https://evil.example")).toBe("/bind-mobile");
  });

  it("strips login_code and action from the current address", () => {
    expect(withoutLoginCodeParams("/courses/detail/1", "?login_code=abc&action=login&tab=2")).toBe(
      "/courses/detail/1?tab=2",
    );
    expect(withoutLoginCodeParams("/", "?login_code=abc&action=login")).toBe("/");
    expect(withoutLoginCodeParams("/search", "?keywords=a%20b")).toBe("/search?keywords=a+b");
  });
});
