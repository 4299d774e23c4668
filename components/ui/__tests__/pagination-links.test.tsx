import { render, screen } from "@testing-library/react";
import { PaginationLinks } from "../pagination-links";

const hrefFor = (page: number) => `/courses?page=${page}`;
const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("pagination links", () => {
  it("link the pages around the current one, with 上一页 and 下一页", () => {
    render(<PaginationLinks page={2} lastPage={3} hrefFor={hrefFor} />);
    expect(href("上一页")).toBe("/courses?page=1");
    expect(href("下一页")).toBe("/courses?page=3");
    expect(screen.getByRole("link", { name: "第 2 页" })).toHaveAttribute("aria-current", "page");
  });

  it("past the last page, lead back to the last page with content, not to another empty one", () => {
    render(<PaginationLinks page={99999} lastPage={2} hrefFor={hrefFor} />);
    expect(href("上一页")).toBe("/courses?page=2");
    expect(screen.getByRole("link", { name: "下一页" })).toHaveAttribute("aria-disabled", "true");
  });

  it("past the end of a one-page list, still lead back to page 1", () => {
    render(<PaginationLinks page={5} lastPage={1} hrefFor={hrefFor} />);
    expect(href("上一页")).toBe("/courses?page=1");
  });

  it("are left out when everything fits on one page", () => {
    const { container } = render(<PaginationLinks page={1} lastPage={1} hrefFor={hrefFor} />);
    expect(container).toBeEmptyDOMElement();
  });
});
