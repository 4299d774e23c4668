import { screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { fetchNavs } from "@/lib/api/system";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { NavFallback } from "../nav-fallback";

jest.mock("@/lib/api/system", () => ({ fetchNavs: jest.fn() }));
jest.mock("next/navigation", () => ({ usePathname: () => "/courses" }));

const mockedFetchNavs = fetchNavs as jest.MockedFunction<typeof fetchNavs>;

function renderFallback(seenNavs: Awaited<ReturnType<typeof fetchNavs>> = []) {
  return renderWithStores(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <NavFallback />
    </SWRConfig>,
    { config: null, navs: seenNavs },
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
      {
        name: "资源",
        url: "",
        blank: false,
        children: [{ name: "公告", url: "/announcement", blank: false, children: [] }],
      },
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

describe("navigation when the browser cannot load it either (backend down)", () => {
  it("drops the skeleton after the failed try and shows no links", async () => {
    mockedFetchNavs.mockRejectedValue(new Error("网络错误，请稍后再试"));
    renderFallback();
    expect(screen.getByTestId("nav-skeleton")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("nav-skeleton")).not.toBeInTheDocument());
    expect(screen.getByRole("navigation", { name: "主导航" })).toBeEmptyDOMElement();
  });

  it("shows the links seen earlier in this visit, never a skeleton", async () => {
    mockedFetchNavs.mockRejectedValue(new Error("网络错误，请稍后再试"));
    renderFallback([{ name: "录播课", url: "/courses", blank: false, children: [] }]);
    expect(screen.queryByTestId("nav-skeleton")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "录播课" })).toHaveAttribute("href", "/courses");
    await waitFor(() => expect(mockedFetchNavs).toHaveBeenCalled());
    expect(screen.getByRole("link", { name: "录播课" })).toBeInTheDocument();
  });
});
