import { fireEvent, screen } from "@testing-library/react";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { MemberLink } from "../member-link";

const ORDER = "/order?goods_id=3&goods_type=vod";

function renderAs(user: ReturnType<typeof makeUser> | null) {
  renderWithStores(<MemberLink href={ORDER}>购买课程￥199</MemberLink>, { user, config: null });
  return screen.getByRole("link", { name: "购买课程￥199" });
}

describe("MemberLink", () => {
  it("goes straight to the page for a signed-in member", () => {
    expect(renderAs(makeUser())).toHaveAttribute("href", ORDER);
  });

  it("opens the login dialog first for a guest, with /login as the no-JS fallback", () => {
    const link = renderAs(null);
    expect(link).toHaveAttribute("href", `/login?redirect=${encodeURIComponent(ORDER)}`);
    fireEvent.click(link);
    expect(useAuthDialogStore.getState()).toMatchObject({ open: "login" });
  });
});
