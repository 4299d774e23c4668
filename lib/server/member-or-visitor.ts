import "server-only";
import { redirect } from "next/navigation";
import { reloginPathFor } from "../shared/safe-redirect";
import { carriesSession } from "../shared/request-session";
import { loadRequestMember, readRequestSessionCookie } from "./bootstrap";

/**
 * For the pages the spec leaves open to visitors but that act for a member (/bind-mobile,
 * /face-check): the member and the token, or null for a visitor, who is shown a login button
 * there. A token the API refused is a 401, and two session cookies are refused as one is: /login,
 * returning here, then says 请重新登录.
 */
export async function memberOrVisitor(currentPath: string) {
  const member = await loadRequestMember();
  if (!member && carriesSession(await readRequestSessionCookie())) redirect(reloginPathFor(currentPath));
  return member;
}
