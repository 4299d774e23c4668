import { act, render, waitFor } from "@testing-library/react";
import { configureBrowserApi } from "@/lib/api/client";
import type { User } from "@/lib/api/member-types";
import { StoreProvider, useUserStore } from "@/lib/stores/store-provider";
import { htmlResponse, jsonResponse, lastRequest, mockFetch } from "@/lib/test-helpers/fetch-mock";
import { makeConfig, makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { SessionLoader } from "../session-loader";

// The member behind the HttpOnly session cookie is loaded in the browser (the page HTML is
// shared). Only fetch is faked: it stands in for the site's /api proxy.

const EXPIRED = "expires=Thu, 01 Jan 1970 00:00:00 GMT";
const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };
const MEMBER = { code: 0, message: "", data: { id: 5, nick_name: "小红", avatar: "/avatars/5.png", credit1: 3 } };

function Probe() {
  const user = useUserStore((state) => state.user);
  const isLogin = useUserStore((state) => state.isLogin);
  const freshUnread = useUserStore((state) => state.freshUnread);
  return (
    <p data-testid="state">
      {isLogin ? `${user?.name}|${user?.avatar}|${freshUnread ? "unread?" : "no-unread"}` : "visitor"}
    </p>
  );
}

function renderLoader(user: User | null = null) {
  return renderWithStores(
    <>
      <SessionLoader />
      <Probe />
    </>,
    { user },
  );
}

const hint = () => document.documentElement.getAttribute("data-session");

beforeEach(() => {
  jest.clearAllMocks();
  configureBrowserApi(hooks);
  document.cookie = `meedu-signed-in=; path=/; ${EXPIRED}`;
  // Set before first paint by SessionHint when the marker cookie exists.
  document.documentElement.setAttribute("data-session", "1");
});

afterAll(() => {
  configureBrowserApi(null);
  document.documentElement.removeAttribute("data-session");
});

describe("SessionLoader", () => {
  it("makes no request without the marker cookie and shows the visitor view at once", () => {
    const fetchMock = mockFetch();
    const view = renderLoader();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(view.getByTestId("state")).toHaveTextContent("visitor");
    expect(hint()).toBeNull();
  });

  it("with the marker loads the member through /api into the store", async () => {
    document.cookie = "meedu-signed-in=1; path=/";
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;

    const view = renderLoader();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init } = lastRequest(fetchMock);
    expect(url).toBe("/api/v2/member/detail");
    expect(init.headers.Authorization).toBeUndefined();
    // Until the member is known, the guest links stay hidden.
    expect(hint()).toBe("1");
    expect(view.getByTestId("state")).toHaveTextContent("visitor");

    await act(async () => answer(jsonResponse(MEMBER)));
    // loginAction raises the unread flag, so the header asks for the count next.
    expect(view.getByTestId("state")).toHaveTextContent("小红|https://api.example.com/avatars/5.png|unread?");
    expect(hint()).toBeNull();
  });

  it("treats a refused token like any 401: 请重新登录 (the client then goes to /login) and the visitor view", async () => {
    document.cookie = "meedu-signed-in=1; path=/";
    mockFetch(jsonResponse({ code: 401, message: "Unauthenticated.", data: [] }));
    const view = renderLoader();
    await waitFor(() => expect(hint()).toBeNull());
    expect(view.getByTestId("state")).toHaveTextContent("visitor");
    expect(hooks.onUnauthorized).toHaveBeenCalledWith("请重新登录");
  });

  it.each([
    ["unreachable (502)", () => htmlResponse(502)],
    ["throttled (MeEdu's code 429)", () => jsonResponse({ code: 429, message: "请稍后再试", data: [] })],
    [
      "throttled (the /api proxy's 503)",
      () => jsonResponse({ code: 429, message: "服务繁忙，请稍后再试", data: [] }, 503),
    ],
  ])("keeps a member signed in when the API is %s: only a 401 means signed out", async (_case, response) => {
    document.cookie = "meedu-signed-in=1; path=/";
    const fetchMock = mockFetch(response());
    renderLoader();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    // The guest links stay hidden and the cookies stay: the next page load tries again.
    expect(hint()).toBe("1");
    expect(document.cookie).toContain("meedu-signed-in=1");
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(hooks.onBusinessError).not.toHaveBeenCalled();
  });

  it.each([
    ["throttled", () => jsonResponse({ code: 429, message: "服务繁忙，请稍后再试", data: [] }, 503)],
    ["unreachable", () => htmlResponse(502)],
  ])(
    "when the API is %s the session is unknown, with the member last signed in here shown",
    async (_case, response) => {
      window.localStorage.setItem("meedu-last-member", JSON.stringify({ name: "小红", avatar: "/a.png" }));
      document.cookie = "meedu-signed-in=1; path=/";
      mockFetch(response());
      function Unknown() {
        const unknown = useUserStore((state) => state.sessionUnknown);
        const remembered = useUserStore((state) => state.rememberedMember);
        return <p data-testid="unknown">{`${unknown ? "unknown" : "-"}|${remembered?.name ?? ""}`}</p>;
      }
      const view = renderWithStores(
        <>
          <SessionLoader />
          <Unknown />
        </>,
      );
      expect(view.getByTestId("unknown")).toHaveTextContent("-|小红"); // shown while it loads
      await waitFor(() => expect(view.getByTestId("unknown")).toHaveTextContent("unknown|小红"));
      window.localStorage.clear();
    },
  );

  it("forgets the remembered member when the token is refused", async () => {
    window.localStorage.setItem("meedu-last-member", JSON.stringify({ name: "小红", avatar: "/a.png" }));
    document.cookie = "meedu-signed-in=1; path=/";
    mockFetch(jsonResponse({ code: 401, message: "Unauthenticated.", data: [] }));
    renderLoader();
    await waitFor(() => expect(hint()).toBeNull());
    expect(window.localStorage.getItem("meedu-last-member")).toBeNull();
  });

  it("asks nothing when the store already holds the member", () => {
    document.cookie = "meedu-signed-in=1; path=/";
    const fetchMock = mockFetch();
    const view = renderLoader(makeUser());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(view.getByTestId("state")).toHaveTextContent("小明");
    expect(hint()).toBeNull();
  });

  it("ignores an answer that arrives after it was unmounted", async () => {
    document.cookie = "meedu-signed-in=1; path=/";
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    function Page({ loader }: { loader: boolean }) {
      return (
        <StoreProvider seed={{ user: null, config: makeConfig(), navs: [] }}>
          {loader && <SessionLoader />}
          <Probe />
        </StoreProvider>
      );
    }
    const view = render(<Page loader />);
    view.rerender(<Page loader={false} />);
    await act(async () => answer(jsonResponse(MEMBER)));
    expect(view.getByTestId("state")).toHaveTextContent("visitor");
  });
});
