import { fireEvent, screen, waitFor } from "@testing-library/react";
import { SWRConfig } from "swr";
import { configureBrowserApi } from "@/lib/api/client";
import type { PendingAgreements, User } from "@/lib/api/member-types";
import { useUserStore } from "@/lib/stores/store-provider";
import { useToastStore } from "@/components/ui/toast-store";
import { jsonResponse, mockFetch } from "@/lib/test-helpers/fetch-mock";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { AgreementPrompt } from "../agreement-prompt";

// next/dynamic loads the dialog lazily in the app; here it is the real module, synchronously.
jest.mock("next/dynamic", () => () => jest.requireActual("../agreement-dialog").AgreementDialog);

const hooks = { onUnauthorized: jest.fn(), onBusinessError: jest.fn(), onBusy: jest.fn() };
const ok = (data: unknown = []) => jsonResponse({ code: 0, message: "", data });
const AGREED_MEMBER = {
  id: 7,
  nick_name: "小明",
  agreement_status: { user_agreement_agreed: true, privacy_policy_agreed: true },
};

function Pending() {
  const pending = useUserStore((state) => state.user?.pendingAgreements);
  return <p data-testid="pending">{JSON.stringify(pending ?? null)}</p>;
}

function renderFor(user: User | null) {
  return renderWithStores(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AgreementPrompt />
      <Pending />
    </SWRConfig>,
    { user },
  );
}

const memberWith = (pendingAgreements: PendingAgreements) => makeUser({ id: 7, pendingAgreements });
const BOTH = { userAgreement: true, privacyPolicy: true };
/** GET /agreements/published: which agreements the school has published. */
const published = (flags: PendingAgreements = BOTH) => jsonResponse(flags);

beforeEach(() => {
  jest.clearAllMocks();
  configureBrowserApi(hooks);
  useToastStore.setState({ messages: [] });
});
afterAll(() => configureBrowserApi(null));

describe("AgreementPrompt", () => {
  it("shows nothing to visitors or to members who have agreed, and asks the site nothing", () => {
    const fetchMock = mockFetch();
    renderFor(null);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    renderFor(memberWith({ userAgreement: false, privacyPolicy: false }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for both agreements with links to each, opened in a new tab, and no way to close it", async () => {
    const fetchMock = mockFetch(published());
    renderFor(memberWith(BOTH));
    const dialog = await screen.findByRole("dialog", { name: "用户协议与隐私政策提示" });
    expect(fetchMock.mock.calls[0][0]).toBe("/agreements/published");
    expect(dialog).toHaveTextContent(
      "您需要同意用户协议与隐私政策后才能使用本系统。如您不同意，我们将只能为您提供浏览服务。您可阅读《用户协议》和《隐私政策》了解详细信息。",
    );
    expect(screen.getByRole("link", { name: "《用户协议》" })).toHaveAttribute(
      "href",
      "https://api.example.com/user/protocol",
    );
    expect(screen.getByRole("link", { name: "《隐私政策》" })).toHaveAttribute(
      "href",
      "https://api.example.com/user/private_protocol",
    );
    expect(screen.getByRole("link", { name: "《用户协议》" })).toHaveAttribute("target", "_blank");
    expect(screen.queryByRole("button", { name: "关闭" })).not.toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it.each([
    [
      { userAgreement: true, privacyPolicy: false },
      "用户协议提示",
      "您需要同意用户协议后",
      "《用户协议》",
      "《隐私政策》",
    ],
    [
      { userAgreement: false, privacyPolicy: true },
      "隐私政策提示",
      "您需要同意隐私政策后",
      "《隐私政策》",
      "《用户协议》",
    ],
  ])("asks only for what is pending: %j → %s", async (pending, title, text, shown, hidden) => {
    mockFetch(published());
    renderFor(memberWith(pending));
    expect(await screen.findByRole("dialog", { name: title })).toHaveTextContent(text);
    expect(screen.getByRole("link", { name: shown })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: hidden })).not.toBeInTheDocument();
  });

  it("同意 records the agreement through the API, closes and refreshes the member", async () => {
    const fetchMock = mockFetch(published(), ok(), ok(AGREED_MEMBER));
    renderFor(memberWith(BOTH));
    fireEvent.click(await screen.findByRole("button", { name: "同意" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[1];
    expect(url).toBe("/api/v2/member/agreement/agree");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: true });
    await waitFor(() =>
      expect(screen.getByTestId("pending")).toHaveTextContent(
        JSON.stringify({ userAgreement: false, privacyPolicy: false }),
      ),
    );
    expect(fetchMock.mock.calls[2][0]).toBe("/api/v2/member/detail");
  });

  it.each([
    [{ userAgreement: true, privacyPolicy: false }, "用户协议提示", "《隐私政策》"],
    [{ userAgreement: false, privacyPolicy: true }, "隐私政策提示", "《用户协议》"],
  ])(
    "asks nothing about an agreement the school never published (MeEdu 4.9.30 reads it as not agreed): %j → %s",
    async (flags, title, hidden) => {
      mockFetch(published(flags));
      renderFor(memberWith(BOTH));
      await screen.findByRole("dialog", { name: title });
      expect(screen.queryByRole("link", { name: hidden })).not.toBeInTheDocument();
    },
  );

  it("shows no dialog when the school has published no agreement at all", async () => {
    const fetchMock = mockFetch(published({ userAgreement: false, privacyPolicy: false }));
    renderFor(memberWith(BOTH));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks for everything pending when the site cannot say what is published", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    renderFor(memberWith(BOTH));
    expect(await screen.findByRole("dialog", { name: "用户协议与隐私政策提示" })).toBeInTheDocument();
  });

  it("stays closed after agreeing even if the backend still says not agreed", async () => {
    mockFetch(
      published(),
      ok(),
      ok({ ...AGREED_MEMBER, agreement_status: { user_agreement_agreed: false, privacy_policy_agreed: false } }),
    );
    renderFor(memberWith(BOTH));
    fireEvent.click(await screen.findByRole("button", { name: "同意" }));
    await waitFor(() => expect(screen.getByTestId("pending")).toHaveTextContent('"userAgreement":true'));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog open when the API refuses, with the API's message", async () => {
    mockFetch(published(), jsonResponse({ code: 1, message: "协议不存在", data: [] }));
    renderFor(memberWith(BOTH));
    fireEvent.click(await screen.findByRole("button", { name: "同意" }));
    await waitFor(() => expect(hooks.onBusinessError).toHaveBeenCalledWith("协议不存在"));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "同意" })).toBeEnabled();
  });

  it("不同意 signs the member out", async () => {
    const fetchMock = mockFetch(published(), ok());
    renderFor(memberWith(BOTH));
    fireEvent.click(await screen.findByRole("button", { name: "不同意" }));
    await waitFor(() => expect(useToastStore.getState().messages.map((m) => m.text)).toContain("已安全退出"));
    expect(fetchMock.mock.calls[1][0]).toBe("/api/v2/logout");
    expect(screen.getByTestId("pending")).toHaveTextContent("null");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
