import { HOST_COOKIE_PREFIX } from "@/lib/shared/cookie-names";
import { SESSION_HINT_ATTRIBUTE, SESSION_MARKER_KEY, SESSION_MARKER_VALUE } from "@/lib/shared/storage-keys";

// Runs before first paint: a browser with a session hides the shared HTML's 登录 | 注册
// until SessionLoader knows the member, so members never see them flash. The marker's name as
// lib/browser/site-cookie-name.ts gives it: __Host- prefixed on https.
const marker = JSON.stringify(`${SESSION_MARKER_KEY}=${SESSION_MARKER_VALUE}`);
const script = `document.cookie.split(/;\\s*/).indexOf((location.protocol==="https:"?${JSON.stringify(HOST_COOKIE_PREFIX)}:"")+${marker})>-1&&document.documentElement.setAttribute(${JSON.stringify(SESSION_HINT_ATTRIBUTE)},"1")`;

export function SessionHint() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
