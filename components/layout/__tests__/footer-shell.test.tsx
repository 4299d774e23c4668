import { render, screen } from "@testing-library/react";
import { FooterShell, footerTopMargin } from "../footer-shell";

const mockPathname = jest.fn(() => "/");
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname() }));

describe("footer top margin", () => {
  it("is 150 px on ordinary pages and 0 on /vip and /search", () => {
    expect(footerTopMargin("/")).toBe(150);
    expect(footerTopMargin("/courses")).toBe(150);
    expect(footerTopMargin("/vip")).toBe(0);
    expect(footerTopMargin("/search")).toBe(0);
  });

  it("applies the margin for the current path", () => {
    mockPathname.mockReturnValue("/search");
    render(<FooterShell>内容</FooterShell>);
    expect(screen.getByTestId("site-footer")).toHaveStyle({ marginTop: "0px" });
  });
});
