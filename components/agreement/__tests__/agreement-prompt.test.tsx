import { fireEvent, screen, waitFor } from "@testing-library/react";
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
    <>
      <AgreementPrompt />
      <Pending />
    </>,
    { user },
  );
}

const memberWith = (pendingAgreements: PendingAgreements) => makeUser({ id: 7, pendingAgreements });
const BOTH = { userAgreement: true, privacyPolicy: true };

beforeEach(() => {
  jest.clearAllMocks();
  configureBrowserApi(hooks);
  useToastStore.setState({ messages: [] });
});
afterAll(() => configureBrowserApi(null));

describe("AgreementPrompt", () => {
  it("shows nothing to visitors or to members who have agreed", () => {
    renderFor(null);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    renderFor(memberWith({ userAgreement: false, privacyPolicy: false }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks for both agreements with links to each, opened in a new tab, and no way to close it", () => {
    renderFor(memberWith(BOTH));
    const dialog = screen.getByRole("dialog", { name: "用户协议与隐私政策提示" });
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
  ])("asks only for what is pending: %j → %s", (pending, title, text, shown, hidden) => {
    renderFor(memberWith(pending));
    expect(screen.getByRole("dialog", { name: title })).toHaveTextContent(text);
    expect(screen.getByRole("link", { name: shown })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: hidden })).not.toBeInTheDocument();
  });

  it("同意 records the agreement through the API, closes and refreshes the member", async () => {
    const fetchMock = mockFetch(ok(), ok(AGREED_MEMBER));
    renderFor(memberWith(BOTH));
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/v2/member/agreement/agree");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ user_agreement_agreed: true, privacy_policy_agreed: true });
    await waitFor(() =>
      expect(screen.getByTestId("pending")).toHaveTextContent(
        JSON.stringify({ userAgreement: false, privacyPolicy: false }),
      ),
    );
    expect(fetchMock.mock.calls[1][0]).toBe("/api/v2/member/detail");
  });

  it("stays closed after agreeing even if the backend still says not agreed (MeEdu 4.9.30 without an active agreement)", async () => {
    mockFetch(
      ok(),
      ok({ ...AGREED_MEMBER, agreement_status: { user_agreement_agreed: false, privacy_policy_agreed: false } }),
    );
    renderFor(memberWith(BOTH));
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(screen.getByTestId("pending")).toHaveTextContent('"userAgreement":true'));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the dialog open when the API refuses, with the API's message", async () => {
    mockFetch(jsonResponse({ code: 1, message: "协议不存在", data: [] }));
    renderFor(memberWith(BOTH));
    fireEvent.click(screen.getByRole("button", { name: "同意" }));
    await waitFor(() => expect(hooks.onBusinessError).toHaveBeenCalledWith("协议不存在"));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "同意" })).toBeEnabled();
  });

  it("不同意 signs the member out", async () => {
    const fetchMock = mockFetch(ok());
    renderFor(memberWith(BOTH));
    fireEvent.click(screen.getByRole("button", { name: "不同意" }));
    await waitFor(() => expect(useToastStore.getState().messages.map((m) => m.text)).toContain("已安全退出"));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/v2/logout");
    expect(screen.getByTestId("pending")).toHaveTextContent("null");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
