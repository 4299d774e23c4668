import { render, screen } from "@testing-library/react";
import type { NavItem } from "@/lib/api/system-types";
import { NavLink } from "../nav-link";

const item = (url: string, blank = true): NavItem => ({ name: "导航", url, blank, children: [] });
const renderLink = (nav: NavItem) =>
  render(
    <NavLink item={nav} className="nav">
      导航
    </NavLink>,
  );

describe("NavLink", () => {
  it("routes site paths internally", () => {
    renderLink(item("/courses"));
    expect(screen.getByRole("link", { name: "导航" })).toHaveAttribute("href", "/courses");
  });

  it("opens http links in a new window, or the same one when blank is 0", () => {
    const { unmount } = renderLink(item("https://www.example.com/a"));
    expect(screen.getByRole("link", { name: "导航" })).toHaveAttribute("target", "_blank");
    unmount();
    renderLink(item("https://www.example.com/a", false));
    expect(screen.getByRole("link", { name: "导航" })).not.toHaveAttribute("target");
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "\\/evil.com",
    "javascript:alert(1)",
    "data:text/html,x",
    "https://a.com@evil.com",
  ])("does not make %s a link", (url) => {
    renderLink(item(url));
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("导航")).toBeInTheDocument();
  });
});
