import { screen } from "@testing-library/react";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { UserMenu } from "../user-menu";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));
jest.mock("@/lib/api/member", () => ({ fetchUnreadCount: jest.fn(() => new Promise(() => undefined)) }));

function renderMenu() {
  return renderWithStores(<UserMenu />, { user: makeUser({ name: "小明" }), hasUnread: true });
}

it("names the menu button after the member it shows, then what it is (label in name)", () => {
  renderMenu();
  const button = screen.getByRole("button", { name: "小明 用户菜单" });
  expect(button).not.toHaveAttribute("aria-label");
  expect(button).toHaveTextContent(/^小明/);
});
