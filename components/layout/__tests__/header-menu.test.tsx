import { fireEvent, render, screen } from "@testing-library/react";
import { HeaderMenu } from "../header-menu";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

function renderMenu() {
  const view = render(
    <HeaderMenu>
      <a href="/courses">录播课</a>
    </HeaderMenu>,
  );
  const button = screen.getByRole("button", { name: "菜单" });
  const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
  return { ...view, button, panel };
}

describe("the folded header menu", () => {
  beforeEach(() => {
    mockPathname = "/";
  });

  it("is a button that says whether the panel it controls is open", () => {
    const { button, panel } = renderMenu();
    expect(panel).toContainElement(screen.getByRole("link", { name: "录播课" }));
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveClass("max-lg:hidden", "lg:contents");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveClass("max-lg:flex", "lg:contents");
    expect(panel).not.toHaveClass("max-lg:hidden");
    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives the focus back to its button", () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    const link = screen.getByRole("link", { name: "录播课" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when a link in it leads to another page", () => {
    const { button, rerender } = renderMenu();
    fireEvent.click(button);
    mockPathname = "/courses";
    rerender(
      <HeaderMenu>
        <a href="/courses">录播课</a>
      </HeaderMenu>,
    );
    expect(button).toHaveAttribute("aria-expanded", "false");
  });
});
