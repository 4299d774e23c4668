import type { AnalyticsTag } from "@/lib/shared/analytics";

// One page view per App Router navigation, path only, through each provider's documented command
// queue, with the providers' own automatic page views switched off before their scripts run.

let mockPath = "/";
let mockSearch = "";
jest.mock("next/navigation", () => ({
  usePathname: () => mockPath,
  useSearchParams: () => new URLSearchParams(mockSearch),
}));

const TAGS: AnalyticsTag[] = [
  { provider: "baidu", src: "https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef", id: "x", attributes: {} },
  {
    provider: "ga4",
    src: "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9",
    id: "G-ABC123XYZ9",
    attributes: {},
  },
  { provider: "umami", src: "https://stats.school.cn/script.js", id: "u", attributes: {} },
];

type Modules = {
  rtl: typeof import("@testing-library/react");
  views: typeof import("../analytics-page-views");
  sender: typeof import("@/lib/browser/analytics-page-view");
};

/** A fresh page load: the module state (the last view) anew, the providers' globals cleared. */
function freshLoad(): Modules {
  delete window._hmt;
  delete window.dataLayer;
  delete window.umami;
  let modules!: Modules;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    modules = {
      rtl: require("@testing-library/react/pure"),
      views: require("../analytics-page-views"),
      sender: require("@/lib/browser/analytics-page-view"),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return modules;
}

const baiduCommands = () => window._hmt as unknown as unknown[][];
const gtagCommands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const pageViews = () => gtagCommands().filter(([name, event]) => name === "event" && event === "page_view");

function mount({ rtl, views }: Modules, path: string, search = "") {
  mockPath = path;
  mockSearch = search;
  rtl.cleanup();
  const rendered = rtl.render(<views.AnalyticsPageViews tags={TAGS} />);
  return (nextPath: string, nextSearch = "") => {
    mockPath = nextPath;
    mockSearch = nextSearch;
    rendered.rerender(<views.AnalyticsPageViews tags={TAGS} />);
  };
}

describe("AnalyticsPageViews", () => {
  it("counts the first load once, with each provider's automatic page view off before its script runs", () => {
    const modules = freshLoad();
    const navigate = mount(modules, "/courses/detail/1", "tab=3&login_code=abc");
    navigate("/courses/detail/1", "tab=3"); // the one-time code dropped from the address bar
    navigate("/courses/detail/1", "tab=3"); // a re-render
    expect(baiduCommands()).toEqual([
      ["_setAutoPageview", false],
      ["_trackPageview", "/courses/detail/1"],
    ]);
    expect(gtagCommands()[1]).toEqual([
      "config",
      "G-ABC123XYZ9",
      expect.objectContaining({ send_page_view: false, page_location: "http://localhost/courses/detail/1" }),
    ]);
    expect(pageViews()).toHaveLength(1);
  });

  it("counts each client navigation once, sending the path and never the query", () => {
    const modules = freshLoad();
    const navigate = mount(modules, "/");
    navigate("/courses", "category_id=2&msv=inviter7");
    navigate("/courses", "category_id=3");
    navigate("/member");
    expect(baiduCommands().slice(1)).toEqual([
      ["_trackPageview", "/"],
      ["_trackPageview", "/courses"],
      ["_trackPageview", "/courses"],
      ["_trackPageview", "/member"],
    ]);
    expect(pageViews().map(([, , params]) => params)).toEqual([
      expect.objectContaining({ page_path: "/", page_location: "http://localhost/" }),
      expect.objectContaining({ page_path: "/courses", page_referrer: "http://localhost/" }),
      expect.objectContaining({ page_path: "/courses", page_referrer: "http://localhost/courses" }),
      expect.objectContaining({ page_path: "/member", page_location: "http://localhost/member" }),
    ]);
    expect(JSON.stringify([baiduCommands(), gtagCommands()])).not.toMatch(/msv|inviter7|category_id/);
  });

  it("holds Umami's views until script.js has run, then sends them in order with its own props", () => {
    const modules = freshLoad();
    const navigate = mount(modules, "/");
    navigate("/vip");
    const sent: unknown[] = [];
    window.umami = { track: (payload) => sent.push(payload({ website: "u", url: "/vip?msv=1", referrer: "x?y" })) };
    modules.rtl.act(() => modules.sender.umamiLoaded());
    navigate("/announcement");
    expect(sent).toEqual([
      { website: "u", url: "/", referrer: "" },
      { website: "u", url: "/vip", referrer: "http://localhost/" },
      { website: "u", url: "/announcement", referrer: "http://localhost/vip" },
    ]);
  });
});
