import { fireEvent, render, screen } from "@testing-library/react";
import { useAuthDialogStore } from "@/components/auth/auth-dialog-store";
import { StoreProvider } from "@/lib/stores/store-provider";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { MemberLink } from "../member-link";

const ORDER = "/order?goods_id=3&goods_type=vod";

function renderAs(user: ReturnType<typeof makeUser> | null) {
  render(
    <StoreProvider seed={{ user, config: null, navs: [] }}>
      <MemberLink href={ORDER}>购买课程￥199</MemberLink>
    </StoreProvider>,
  );
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
