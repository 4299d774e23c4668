import { render, screen } from "@testing-library/react";
import { AnnouncementHistory } from "../announcement-history";

describe("announcement history", () => {
  it("past its last page, says so and links back to the first page (its address carries no page=1)", () => {
    render(<AnnouncementHistory currentId={0} list={{ items: [], page: 999, lastPage: 1, perPage: 10, total: 3 }} />);
    expect(screen.getByRole("heading", { name: "历史公告" })).toBeVisible();
    expect(screen.getByText("这一页没有公告")).toBeVisible();
    expect(screen.getByRole("link", { name: "上一页" })).toHaveAttribute("href", "/announcement");
  });
});
