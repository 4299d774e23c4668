import { render, screen } from "@testing-library/react";
import { FriendlyLinks } from "../friendly-links";

describe("FriendlyLinks", () => {
  it("links only plain http(s) addresses and the site's own paths; anything else is its name alone", () => {
    render(
      <FriendlyLinks
        links={[
          { id: 1, name: "MeEdu", url: "https://meedu.vip" },
          { id: 2, name: "站内", url: "/courses" },
          { id: 3, name: "脚本", url: "javascript:alert(1)" },
          { id: 4, name: "数据", url: "data:text/html,<b>x</b>" },
          { id: 5, name: "协议相对", url: "//evil.example" },
        ]}
      />,
    );
    expect(screen.getByRole("link", { name: "MeEdu" })).toHaveAttribute("href", "https://meedu.vip");
    expect(screen.getByRole("link", { name: "站内" })).toHaveAttribute("href", "/courses");
    for (const name of ["脚本", "数据", "协议相对"]) {
      expect(screen.queryByRole("link", { name })).not.toBeInTheDocument();
      expect(screen.getByText(name)).toBeInTheDocument();
    }
  });
});
