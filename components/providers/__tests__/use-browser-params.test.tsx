let mockSearch = "";
jest.mock("next/navigation", () => ({ useSearchParams: () => new URLSearchParams(mockSearch) }));

/** A fresh page load per case (the fragment is read once per load): modules, React included, anew. */
function renderParams(address: string, search = "") {
  window.history.replaceState(null, "", address);
  mockSearch = search;
  let seen: string | null = null;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { render, screen, cleanup } =
      require("@testing-library/react/pure") as typeof import("@testing-library/react");
    const { useBrowserParams } = require("../use-browser-params") as typeof import("../use-browser-params");
    /* eslint-enable @typescript-eslint/no-require-imports */
    function Probe() {
      return <output>{useBrowserParams().toString()}</output>;
    }
    render(<Probe />);
    seen = screen.getByRole("status").textContent;
    cleanup();
  });
  return seen;
}

describe("useBrowserParams: what middleware handed over in the fragment, and the query", () => {
  it.each([
    [
      "/courses/detail/1?tab=3#login_code=abc&action=login",
      "tab=3",
      "tab=3&login_code=abc&action=login",
      "/courses/detail/1?tab=3",
    ],
    ["/#msv=7", "", "msv=7", "/"],
    // a fragment of the page's own is kept; only the browser's parameters are taken out of it
    ["/announcement?id=1#msv=9&section=2", "id=1", "id=1&msv=9", "/announcement?id=1#section=2"],
    // names it does not own are not the browser's
    ["/vip#token=stolen&redirect=%2F", "", "", "/vip#token=stolen&redirect=%2F"],
    // pages rendered per request still carry them in the query
    [
      "/member?login_code=q&action=bind",
      "login_code=q&action=bind",
      "login_code=q&action=bind",
      "/member?login_code=q&action=bind",
    ],
  ])("%s", (address, search, seen, left) => {
    expect(renderParams(address, search)).toBe(seen);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(left);
  });
});
