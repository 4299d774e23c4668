import { screen, waitFor } from "@testing-library/react";
import { configureBrowserApi } from "@/lib/api/client";
import { useUserStore } from "@/lib/stores/store-provider";
import { jsonResponse, mockFetch } from "@/lib/test-helpers/fetch-mock";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { ReloginNotice } from "../relogin-notice";
import { SignedInContinue } from "../signed-in-continue";

const replace = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ replace }) }));

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };
const REFUSED = { code: 401, message: "请重新登录", data: [] };

function Member() {
  const name = useUserStore((state) => state.user?.name ?? "visitor");
  return <p data-testid="member">{name}</p>;
}

/** /login as the login page renders it, in a tab whose store still holds `user`. */
function renderLogin(search: string, user = makeUser({ name: "小明" })) {
  window.history.replaceState(null, "", `/login${search}`);
  renderWithStores(
    <>
      <ReloginNotice />
      <SignedInContinue />
      <Member />
    </>,
    { user },
  );
}

beforeEach(() => {
  replace.mockReset();
  jest.clearAllMocks();
  resetToasts();
  configureBrowserApi(hooks);
});
afterAll(() => configureBrowserApi(null));

describe("/login after a server render refused the session (?relogin=1), reached inside the app", () => {
  it("says 请重新登录 once, signs the tab out and stays: no way back to the refused page", async () => {
    const fetchMock = mockFetch(jsonResponse(REFUSED));
    renderLogin("?redirect=%2Fstudy-center&relogin=1");
    expect(await screen.findByText("请重新登录")).toBeInTheDocument();
    expect(screen.getByTestId("member")).toHaveTextContent("visitor");
    expect(window.location.search).toBe("?redirect=%2Fstudy-center");
    // The background read lets the /api proxy drop the refused cookie, without a second notice or redirect.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v2/member/detail");
    expect(hooks.onUnauthorized).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getAllByText("请重新登录")).toHaveLength(1);
  });

  it("keeps the member when the backend accepts the session after all", async () => {
    mockFetch(jsonResponse({ code: 0, message: "", data: { id: 9, nick_name: "小红" } }));
    renderLogin("?redirect=%2Fmember&relogin=1");
    await waitFor(() => expect(screen.getByTestId("member")).toHaveTextContent("小红"));
  });

  it("without the flag a signed-in member continues to the redirect and nothing is read", () => {
    const fetchMock = mockFetch();
    renderLogin("?redirect=%2Fmember");
    expect(replace).toHaveBeenCalledWith("/member");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByTestId("member")).toHaveTextContent("小明");
  });
});
