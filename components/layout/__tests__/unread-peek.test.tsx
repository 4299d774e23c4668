import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MemberNav } from "@/components/member/member-nav";
import { fetchUnreadCount } from "@/lib/api/member";
import { hasUnreadOnFirstPage } from "@/lib/api/member-lists";
import { makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { UserMenu } from "../user-menu";

// MeEdu caches the unread count with no lifetime: it says 0 while new messages wait. The dot then
// asks the first page of messages, but only when the member looks (user menu, member centre).

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/member",
}));
jest.mock("@/lib/api/member", () => ({ fetchUnreadCount: jest.fn() }));
jest.mock("@/lib/api/member-lists", () => ({ hasUnreadOnFirstPage: jest.fn() }));
const countMock = fetchUnreadCount as jest.MockedFunction<typeof fetchUnreadCount>;
const peekMock = hasUnreadOnFirstPage as jest.MockedFunction<typeof hasUnreadOnFirstPage>;

const member = { user: makeUser({ name: "小明" }), hasUnread: true };
const openMenu = () => fireEvent.click(screen.getByRole("button", { name: "小明 用户菜单" }));

// Headless UI measures the open menu; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  countMock.mockReset();
  peekMock.mockReset();
});

it("lights the dot when the count says 0 but the first page of messages has an unread one (menu opened)", async () => {
  countMock.mockResolvedValue(0);
  peekMock.mockResolvedValue(true);
  renderWithStores(<UserMenu />, member);
  await waitFor(() => expect(countMock).toHaveBeenCalledTimes(1));
  // Nothing more until the member looks.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(peekMock).not.toHaveBeenCalled();

  openMenu();
  expect(await screen.findByTestId("unread-dot")).toBeInTheDocument();
  expect(peekMock).toHaveBeenCalledTimes(1);
  openMenu();
  openMenu();
  expect(peekMock).toHaveBeenCalledTimes(1);
  expect(countMock).toHaveBeenCalledTimes(1);
});

it("keeps the dot off when the first page has nothing unread", async () => {
  countMock.mockResolvedValue(0);
  peekMock.mockResolvedValue(false);
  renderWithStores(<UserMenu />, member);
  await waitFor(() => expect(countMock).toHaveBeenCalled());
  openMenu();
  await waitFor(() => expect(peekMock).toHaveBeenCalledTimes(1));
  expect(screen.queryByTestId("unread-dot")).toBeNull();
});

it("trusts a count above 0 and asks nothing more", async () => {
  countMock.mockResolvedValue(2);
  renderWithStores(<UserMenu />, member);
  await waitFor(() => expect(countMock).toHaveBeenCalled());
  openMenu();
  expect(await screen.findByTestId("unread-dot")).toBeInTheDocument();
  expect(peekMock).not.toHaveBeenCalled();
});

it("consults the messages once in the member centre as soon as the count says 0", async () => {
  countMock.mockResolvedValue(0);
  peekMock.mockResolvedValue(true);
  renderWithStores(
    <>
      <UserMenu />
      <MemberNav />
    </>,
    member,
  );
  // The seeded dot goes when the count says 0, and comes back once the messages were consulted.
  await waitFor(() => expect(peekMock).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(screen.getByTestId("nav-unread-dot")).toBeInTheDocument());
  openMenu();
  expect(await screen.findByTestId("unread-dot")).toBeInTheDocument();
  expect(peekMock).toHaveBeenCalledTimes(1);
});
