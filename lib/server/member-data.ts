import "server-only";
import { redirect } from "next/navigation";
import { isApiError } from "../api/errors";
import { bindMobilePathFor, faceCheckPathFor } from "../shared/pending-check-paths";
import { needsFaceVerify, needsMobileBind } from "../shared/pending-checks";
import { loginPathFor, reloginPathFor } from "../shared/safe-redirect";
import { loadMemberDetail, loadSystemConfig, readRequestSessionCookie } from "./bootstrap";

/**
 * The gates of protected pages, decided from the member the API returns and the config
 * switches (never from flags the browser wrote): a pending mobile bind goes to
 * /bind-mobile, a pending face check to /face-check, both returning to `currentPath`.
 */
async function passMemberGates(token: string, currentPath: string): Promise<void> {
  const [config, user] = await Promise.all([loadSystemConfig(), loadMemberDetail(token)]);
  if (needsMobileBind(user, config)) redirect(bindMobilePathFor(currentPath));
  if (needsFaceVerify(user, config)) redirect(faceCheckPathFor(currentPath));
}

/**
 * Loads member-only data on the server with the request's token (never cached across users),
 * in parallel with the member gates. No token, or a 401 from the API, sends the visitor to
 * /login, which returns to `currentPath` (after a 401, or with two session cookies, it also says
 * 请重新登录, as a 401 on an action does).
 */
export async function loadForMember<T>(currentPath: string, load: (token: string) => Promise<T>): Promise<T> {
  const session = await readRequestSessionCookie();
  if (session.kind === "conflict") redirect(reloginPathFor(currentPath));
  if (session.kind === "none") redirect(loginPathFor(currentPath));
  const { token } = session;
  try {
    const [, data] = await Promise.all([passMemberGates(token, currentPath), load(token)]);
    return data;
  } catch (error) {
    if (isApiError(error) && error.kind === "unauthorized") redirect(reloginPathFor(currentPath));
    throw error;
  }
}
