import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { SignedInContinue } from "../signed-in-continue";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

function renderOnLogin(search: string, user: ReturnType<typeof makeUser> | null) {
  window.history.replaceState(null, "", `/login${search}`);
  renderWithStores(<SignedInContinue />, { user, config: null });
}

beforeEach(() => replace.mockReset());

describe("SignedInContinue", () => {
  it("sends a signed-in member on to the decoded redirect", () => {
    renderOnLogin(`?redirect=${encodeURIComponent("/order?goods_id=3&goods_type=vod")}`, makeUser());
    expect(replace).toHaveBeenCalledWith("/order?goods_id=3&goods_type=vod");
  });

  it("never follows an address off the site", () => {
    renderOnLogin(`?redirect=${encodeURIComponent("//evil.example/x")}`, makeUser());
    expect(replace).toHaveBeenCalledWith("/");
  });

  it("leaves visitors on the login page", () => {
    renderOnLogin("?redirect=%2Fmember", null);
    expect(replace).not.toHaveBeenCalled();
  });
});
