import { render, screen } from "@testing-library/react";
import { SearchForm } from "../search-form";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));

const field = () => screen.getByRole("searchbox", { name: "搜索关键字" });

describe("SearchForm", () => {
  it("limits typing to the 100 characters the search keeps", () => {
    render(<SearchForm keywords="Vue" type="" />);
    expect(field()).toHaveAttribute("maxLength", "100");
    expect(field()).toHaveValue("Vue");
  });

  it("shows why the keyword was refused, tied to the field", () => {
    render(<SearchForm keywords="" type="vod" error="关键字包含无效字符" />);
    expect(screen.getByRole("alert")).toHaveTextContent("关键字包含无效字符");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription("关键字包含无效字符");
  });

  it("has no error state for valid keywords", () => {
    render(<SearchForm keywords="Vue" type="" />);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(field()).not.toHaveAttribute("aria-invalid");
  });
});
