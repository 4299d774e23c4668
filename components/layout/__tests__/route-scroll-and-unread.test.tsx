import { fireEvent, render, waitFor } from "@testing-library/react";
import { fetchUnreadCount } from "@/lib/api/member";
import { StoreProvider, useUserStore, useUserStoreApi } from "@/lib/stores/store-provider";
import { makeConfig, makeUser } from "@/lib/test-helpers/fixtures";
import { renderWithStores } from "@/lib/test-helpers/render-with-stores";
import { ScrollToTopOnRouteChange } from "../scroll-to-top-on-route-change";
import { useUnreadCheck } from "../use-unread-check";

let mockPathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));
jest.mock("@/lib/api/member", () => ({ fetchUnreadCount: jest.fn() }));
const mockedUnread = fetchUnreadCount as jest.MockedFunction<typeof fetchUnreadCount>;

describe("scroll to top on route change", () => {
  it("scrolls to the top when the address's path changes, not when only its query does", () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    window.history.replaceState(null, "", "/courses/detail/3");
    const { rerender } = render(<ScrollToTopOnRouteChange />);
    expect(scrollTo).not.toHaveBeenCalled(); // a page load keeps the browser's own position

    // A tab of the same course: the router names the rewritten view route, the address keeps its path.
    window.history.pushState(null, "", "/courses/detail/3?tab=3");
    mockPathname = "/courses/detail/3/tab-3";
    rerender(<ScrollToTopOnRouteChange />);
    expect(scrollTo).not.toHaveBeenCalled();

    window.history.pushState(null, "", "/courses");
    mockPathname = "/courses";
    rerender(<ScrollToTopOnRouteChange />);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

function UnreadProbe() {
  useUnreadCheck();
  const store = useUserStoreApi();
  const dot = useUserStore((state) => state.freshUnread);
  return (
    <>
      <button type="button" onClick={() => store.getState().loginAction(makeUser())}>
        login
      </button>
      <span data-testid="dot">{dot ? "dot" : "none"}</span>
    </>
  );
}

describe("unread check", () => {
  beforeEach(() => mockedUnread.mockReset());

  it("asks on the first render too when a member starts with the unread flag", async () => {
    // The shared HTML never knows the member: whoever seeds a member with the flag gets it checked.
    mockedUnread.mockResolvedValue(0);
    const { getByTestId } = renderWithStores(<UnreadProbe />, { user: makeUser(), hasUnread: true });
    await waitFor(() => expect(mockedUnread).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(getByTestId("dot")).toHaveTextContent("none"));
  });

  it("does not ask for visitors or when the flag is already down", () => {
    render(
      <>
        <StoreProvider seed={{ user: null, config: makeConfig(), navs: [] }}>
          <UnreadProbe />
        </StoreProvider>
        <StoreProvider seed={{ user: makeUser(), hasUnread: false, config: makeConfig(), navs: [] }}>
          <UnreadProbe />
        </StoreProvider>
      </>,
    );
    expect(mockedUnread).not.toHaveBeenCalled();
  });

  it("asks after a login in the browser and clears the dot when the count is 0", async () => {
    mockedUnread.mockResolvedValue(0);
    const { getByTestId, getByRole } = renderWithStores(<UnreadProbe />);
    fireEvent.click(getByRole("button", { name: "login" }));
    await waitFor(() => expect(mockedUnread).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(getByTestId("dot")).toHaveTextContent("none"));
  });

  it("keeps the dot when there are unread messages", async () => {
    mockedUnread.mockResolvedValue(3);
    const { getByTestId, getByRole } = renderWithStores(<UnreadProbe />);
    fireEvent.click(getByRole("button", { name: "login" }));
    await waitFor(() => expect(mockedUnread).toHaveBeenCalled());
    expect(getByTestId("dot")).toHaveTextContent("dot");
  });
});
