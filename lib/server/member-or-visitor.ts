import "server-only";
import { redirect } from "next/navigation";
import { reloginPathFor } from "../shared/safe-redirect";
import { loadRequestMember, readRequestToken } from "./bootstrap";

/**
 * For the pages the spec leaves open to visitors but that act for a member (/bind-mobile,
 * /face-check): the member and the token, or null for a visitor, who is shown a login button
 * there. A token the API refused is a 401: /login, returning here, then says 请重新登录.
 */
export async function memberOrVisitor(currentPath: string) {
  const member = await loadRequestMember();
  if (!member && (await readRequestToken())) redirect(reloginPathFor(currentPath));
  return member;
}
