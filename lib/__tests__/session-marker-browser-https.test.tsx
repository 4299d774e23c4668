/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.school.test/courses"}
 */
import { renderToStaticMarkup } from "react-dom/server";
import { SessionHint } from "@/components/providers/session-hint";
import { isFaceCheckPending, setBindMobilePending, setFaceCheckPending } from "../browser/auth-storage";
import { hasSessionMarker } from "../browser/session-marker";

// On https page scripts read and write the site's cookies under their __Host- names, as the
// server sets and reads them: the plain names (a sibling subdomain can set those for the whole
// domain) say nothing.

const EXPIRED = "expires=Thu, 01 Jan 1970 00:00:00 GMT";
const NAMES = [
  "meedu-signed-in",
  "__Host-meedu-signed-in",
  "meedu-face-check",
  "__Host-meedu-face-check",
  "__Host-meedu-bind-mobile",
];

beforeEach(() => {
  for (const name of NAMES) document.cookie = `${name}=; path=/; secure; ${EXPIRED}`;
  document.documentElement.removeAttribute("data-session");
});

function runHint() {
  const html = renderToStaticMarkup(<SessionHint />);
  new Function(html.replace(/^<script>/, "").replace(/<\/script>$/, ""))();
}

it.each([
  ["a plain marker (planted) says nothing", "meedu-signed-in=1; path=/", false],
  ["the __Host- marker says signed in", "__Host-meedu-signed-in=1; path=/; secure", true],
])("%s, before first paint too", (_, cookie, signedIn) => {
  document.cookie = cookie;
  expect(hasSessionMarker()).toBe(signedIn);
  runHint();
  expect(document.documentElement.hasAttribute("data-session")).toBe(signedIn);
});

it("writes, reads and removes the pending flags under their __Host- names, Secure", () => {
  document.cookie = "meedu-face-check=ok; path=/";
  expect(isFaceCheckPending()).toBe(false);
  setFaceCheckPending(true);
  setBindMobilePending(true);
  expect(document.cookie).toContain("__Host-meedu-face-check=ok");
  expect(document.cookie).toContain("__Host-meedu-bind-mobile=ok");
  expect(isFaceCheckPending()).toBe(true);
  setFaceCheckPending(false);
  expect(document.cookie).not.toContain("__Host-meedu-face-check");
  expect(isFaceCheckPending()).toBe(false);
});
