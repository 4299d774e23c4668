import { act, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { SessionHint } from "@/components/providers/session-hint";
import { hasSessionMarker, notifySessionChanged, useSessionMarker } from "../browser/session-marker";

const EXPIRED = "expires=Thu, 01 Jan 1970 00:00:00 GMT";

function clearCookies() {
  for (const name of ["meedu-signed-in", "meedu-signed-in-x", "other"])
    document.cookie = `${name}=; path=/; ${EXPIRED}`;
}

beforeEach(() => {
  clearCookies();
  document.documentElement.removeAttribute("data-session");
});

afterAll(clearCookies);

describe("the readable session marker", () => {
  it("is there only as meedu-signed-in=1", () => {
    expect(hasSessionMarker()).toBe(false);
    document.cookie = "meedu-signed-in=0; path=/";
    expect(hasSessionMarker()).toBe(false);
    document.cookie = "meedu-signed-in-x=1; path=/";
    expect(hasSessionMarker()).toBe(false);
    document.cookie = "other=1; path=/";
    document.cookie = "meedu-signed-in=1; path=/";
    expect(hasSessionMarker()).toBe(true);
  });

  it("useSessionMarker follows the cookie when a change is announced", () => {
    function Probe() {
      return <p data-testid="marker">{useSessionMarker() ? "yes" : "no"}</p>;
    }
    render(<Probe />);
    expect(screen.getByTestId("marker")).toHaveTextContent("no");
    document.cookie = "meedu-signed-in=1; path=/";
    act(() => notifySessionChanged());
    expect(screen.getByTestId("marker")).toHaveTextContent("yes");
    document.cookie = `meedu-signed-in=; path=/; ${EXPIRED}`;
    act(() => notifySessionChanged());
    expect(screen.getByTestId("marker")).toHaveTextContent("no");
  });
});

describe("SessionHint (runs before first paint)", () => {
  function runHint() {
    const html = renderToStaticMarkup(<SessionHint />);
    const code = html.replace(/^<script>/, "").replace(/<\/script>$/, "");
    new Function(code)();
  }

  it("marks <html> with data-session when the marker cookie exists", () => {
    document.cookie = "other=1; path=/";
    document.cookie = "meedu-signed-in=1; path=/";
    runHint();
    expect(document.documentElement.getAttribute("data-session")).toBe("1");
  });

  it("leaves <html> alone for visitors", () => {
    document.cookie = "meedu-signed-in-x=1; path=/";
    runHint();
    expect(document.documentElement.hasAttribute("data-session")).toBe(false);
  });
});
