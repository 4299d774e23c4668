import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithStores, resetToasts } from "@/lib/test-helpers/render-with-stores";
import { bindSocialiteWithCode } from "@/lib/api/social-auth";
import { SOCIAL_FLOW_KEY, SOCIAL_FLOW_LIFETIME_MS, startSocialFlow } from "@/lib/browser/social-login-flow";
import { QqBindButton } from "../social-bind-buttons";
import { BIND_REQUEST_EXPIRED, SocialBindReturn } from "../social-bind-return";

const mockReplace = jest.fn();
const refresh = jest.fn(async () => {});
jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: mockReplace, push: jest.fn(), refresh: jest.fn() }),
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
jest.mock("@/lib/api/social-auth", () => ({ bindSocialiteWithCode: jest.fn() }));
jest.mock("../use-member-refresh", () => ({ useMemberRefresh: () => refresh }));

const bindMock = jest.mocked(bindSocialiteWithCode);

async function returnTo(url: string) {
  window.history.pushState({}, "", url);
  renderWithStores(<SocialBindReturn />);
  await act(async () => {});
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStorage.clear();
  resetToasts();
  bindMock.mockResolvedValue();
});

/** The address alone: no navigation, so the member page is not rendered on the server again. */
function expectAddressCleaned() {
  expect(window.location.pathname + window.location.search).toBe("/member");
  expect(mockReplace).not.toHaveBeenCalled();
}

describe("QQ bind return on /member", () => {
  it("binds the code once when this tab started the bind", async () => {
    startSocialFlow("bind");
    await returnTo("/member?login_code=MINE&action=bind");
    expect(bindMock).toHaveBeenCalledTimes(1);
    expect(bindMock).toHaveBeenCalledWith("MINE");
    expectAddressCleaned();
    expect(screen.getByText("绑定成功")).toBeInTheDocument();
    expect(sessionStorage.getItem(SOCIAL_FLOW_KEY)).toBeNull();
  });

  it.each([
    ["nothing was started", () => {}],
    ["the bind start expired", () => startSocialFlow("bind", Date.now() - SOCIAL_FLOW_LIFETIME_MS - 1000)],
    ["a login was started, not a bind", () => startSocialFlow("login")],
  ])("refuses a code when %s, without calling the API", async (_name, arrange) => {
    arrange();
    await returnTo("/member?login_code=EVIL&action=bind");
    expect(bindMock).not.toHaveBeenCalled();
    expect(screen.getByText(BIND_REQUEST_EXPIRED)).toBeInTheDocument();
    expectAddressCleaned();
  });

  it("does not show a failure message for a bind this tab did not start", async () => {
    await returnTo("/member?login_err_msg=%E8%AF%B7%E8%81%94%E7%B3%BBQQ%20123456&action=bind");
    expect(screen.queryByText("请联系QQ 123456")).not.toBeInTheDocument();
    expectAddressCleaned();
  });

  it("shows QQ's failure message for a bind this tab started", async () => {
    startSocialFlow("bind");
    await returnTo(
      "/member?login_err_msg=%E7%94%A8%E6%88%B7%E5%8F%96%E6%B6%88%E4%BA%86%20QQ%20%E6%8E%88%E6%9D%83&action=bind",
    );
    expect(screen.getByText("用户取消了 QQ 授权")).toBeInTheDocument();
    expect(bindMock).not.toHaveBeenCalled();
  });
});

describe("QqBindButton", () => {
  it("starts a bind flow in this tab before leaving for QQ", async () => {
    // jsdom cannot navigate; it only reports that through console.error.
    const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
    window.history.pushState({}, "", "/member");
    renderWithStores(<QqBindButton />);
    await userEvent.setup().click(screen.getByRole("button", { name: "绑定QQ" }));
    expect(JSON.parse(sessionStorage.getItem(SOCIAL_FLOW_KEY) ?? "null")).toMatchObject({ flow: "bind" });
    quiet.mockRestore();
  });
});
