import { render, screen } from "@testing-library/react";
import { SWRConfig } from "swr";
import { fetchNavs } from "@/lib/api/system";
import { StoreProvider } from "@/lib/stores/store-provider";
import { NavFallback } from "../nav-fallback";

jest.mock("@/lib/api/system", () => ({ fetchNavs: jest.fn() }));
jest.mock("next/navigation", () => ({ usePathname: () => "/courses" }));

const mockedFetchNavs = fetchNavs as jest.MockedFunction<typeof fetchNavs>;

function renderFallback() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <StoreProvider seed={{ user: null, config: null, navs: [] }}>
        <NavFallback />
      </StoreProvider>
    </SWRConfig>,
  );
}

describe("navigation loaded in the browser when the server could not", () => {
  it("shows the skeleton while loading, then the navigation with its link rules", async () => {
    let resolve: (navs: Awaited<ReturnType<typeof fetchNavs>>) => void = () => undefined;
    mockedFetchNavs.mockReturnValue(new Promise((done) => (resolve = done)));
    renderFallback();
    expect(screen.getByTestId("nav-skeleton")).toBeInTheDocument();

    resolve([
      { name: "录播课", url: "/courses", blank: false, children: [] },
      { name: "官网", url: "https://www.meedu.vip", blank: false, children: [] },
      { name: "仓库", url: "https://github.com/Qsnh/meedu", blank: true, children: [] },
      { name: "资源", url: "", blank: false, children: [{ name: "公告", url: "/announcement", blank: false, children: [] }] },
    ]);
    const courses = await screen.findByRole("link", { name: "录播课" });
    expect(screen.queryByTestId("nav-skeleton")).not.toBeInTheDocument();
    expect(courses).toHaveAttribute("href", "/courses");
    expect(courses.className).toContain("text-primary-ink");
    expect(screen.getByRole("link", { name: "官网" })).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "仓库" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "公告" })).toHaveAttribute("href", "/announcement");
    expect(screen.getByText("资源").tagName).toBe("SPAN");
  });
});
