import { fireEvent, screen, waitFor } from "@testing-library/react";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { MemberNav } from "../member-nav";
import { MessageList } from "../message-list";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }),
  usePathname: () => "/member/messages",
}));

const markMessageRead = jest.fn();
const markAllMessagesRead = jest.fn();
jest.mock("@/lib/api/member-lists", () => ({
  markMessageRead: (id: string) => markMessageRead(id),
  markAllMessagesRead: () => markAllMessagesRead(),
}));
const fetchUnreadCount = jest.fn();
jest.mock("@/lib/api/member", () => ({ fetchUnreadCount: () => fetchUnreadCount() }));

const messages = [
  { id: "a", message: "订单已支付", read: false, createdAt: "2024-05-01T02:00:00Z" },
  { id: "b", message: "欢迎注册", read: false, createdAt: "2024-05-01T01:00:00Z" },
  { id: "c", message: "旧消息", read: true, createdAt: "2024-04-01T01:00:00Z" },
];

function renderPage() {
  return renderWithStores(
    <>
      <MemberNav />
      <MessageList messages={messages} now="2024-05-01T03:00:00Z" />
    </>,
    { user: makeUser(), hasUnread: true },
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  markMessageRead.mockResolvedValue(undefined);
  markAllMessagesRead.mockResolvedValue(undefined);
});

it("marks one read and keeps the dot while others are unread", async () => {
  fetchUnreadCount.mockResolvedValue(1);
  renderPage();
  fireEvent.click(screen.getByRole("button", { name: /^未读：\s*订单已支付 / }));
  expect(await screen.findByRole("button", { name: /^已读：\s*订单已支付 / })).toBeInTheDocument();
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(markMessageRead).toHaveBeenCalledWith("a");
  expect(screen.getByTestId("nav-unread-dot")).toBeInTheDocument();
});

it("clears the dot when the last unread one is read", async () => {
  fetchUnreadCount.mockResolvedValue(0);
  renderPage();
  fireEvent.click(screen.getByRole("button", { name: /^未读：\s*订单已支付 / }));
  await waitFor(() => expect(screen.queryByTestId("nav-unread-dot")).not.toBeInTheDocument());
});

it("全部已读 marks every item and clears the dot without asking the count", async () => {
  renderPage();
  fireEvent.click(screen.getByRole("button", { name: "全部已读" }));
  await waitFor(() => expect(screen.queryAllByRole("button", { name: /^未读：/ })).toHaveLength(0));
  expect(screen.queryByTestId("nav-unread-dot")).not.toBeInTheDocument();
  expect(fetchUnreadCount).not.toHaveBeenCalled();
});

it("does not call the API for an item that is already read", () => {
  renderPage();
  fireEvent.click(screen.getByRole("button", { name: /^已读：\s*旧消息 / }));
  expect(markMessageRead).not.toHaveBeenCalled();
});

it("names each message by its visible text, the state read out first (label in name)", () => {
  renderPage();
  const item = screen.getByRole("button", { name: /^未读：\s*订单已支付/ });
  expect(item).not.toHaveAttribute("aria-label");
  expect(item).toHaveAccessibleName("未读： 订单已支付 1小时前");
});
