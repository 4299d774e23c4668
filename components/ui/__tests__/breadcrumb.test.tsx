import { render, screen, within } from "@testing-library/react";
import { COURSES_SECTION, courseCrumb } from "@/components/ui/course-crumbs";
import { Breadcrumb } from "../breadcrumb";

describe("Breadcrumb", () => {
  it("links home, the sections and the trail, then marks the current page", () => {
    render(
      <Breadcrumb
        sections={[COURSES_SECTION]}
        trail={[courseCrumb({ id: 3, title: "Vue 3 实战" })]}
        current="第一课"
      />,
    );
    const nav = screen.getByRole("navigation", { name: "面包屑" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["首页", "/"],
      ["录播课", "/courses"],
      ["Vue 3 实战", "/courses/detail/3"],
    ]);
    expect(within(nav).getByText("第一课")).toHaveAttribute("aria-current", "page");
  });

  it("ends at the current page when there is no trail", () => {
    render(<Breadcrumb sections={[COURSES_SECTION]} current="Vue 3 实战" />);
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(screen.getByText("Vue 3 实战")).toHaveAttribute("aria-current", "page");
  });
});
