import { render, screen } from "@testing-library/react";
import SearchPage from "@/app/(main)/(pages)/search/page";
import { searchResources } from "@/lib/api/search";
import type { SearchParams } from "@/lib/shared/search-params";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock("@/lib/api/search", () => ({
  ...jest.requireActual("@/lib/api/search"),
  searchResources: jest.fn(),
}));

const searchMock = jest.mocked(searchResources);

async function visit(params: SearchParams) {
  render(await SearchPage({ searchParams: Promise.resolve(params) }));
}

beforeEach(() => {
  searchMock.mockReset();
  searchMock.mockResolvedValue({ items: [], page: 1, lastPage: 1, perPage: 10, total: 0 });
});

describe("/search keywords", () => {
  it.each([
    ["NUL", "课程\u0000"],
    ["NUL with a SQL tail", "\u0000' OR 1=1"],
    ["a tab", "vue\tjs"],
    ["escape", "\u001b[2J"],
    ["a C1 control", "a\u0085b"],
  ])("refuses a keyword with %s before any search call", async (_name, keywords) => {
    await visit({ keywords });
    expect(searchMock).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent("关键字包含无效字符");
    const input = screen.getByRole("searchbox", { name: "搜索关键字" });
    expect(input).toHaveValue("");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("关键字包含无效字符");
  });

  it("searches with the trimmed keyword capped at 100 characters", async () => {
    await visit({ keywords: `  ${"课".repeat(130)}  `, type: "vod", page: "2" });
    expect(searchMock).toHaveBeenCalledWith({ keywords: "课".repeat(100), type: "vod", page: 2 });
    expect(screen.getByRole("searchbox", { name: "搜索关键字" })).toHaveValue("课".repeat(100));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("asks for a keyword without searching when it is blank", async () => {
    await visit({ keywords: "   " });
    expect(searchMock).not.toHaveBeenCalled();
    expect(screen.getByText("请输入关键字后再搜索")).toBeInTheDocument();
  });
});
