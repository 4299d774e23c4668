import "server-only";
import { redirect } from "next/navigation";
import { loginPathFor, reloginPathFor } from "../shared/safe-redirect";
import { loadRequestMember, loadSystemConfig, readRequestToken } from "./bootstrap";

/**
 * For pages that middleware lets through but that only make sense logged in (/bind-mobile,
 * /face-check): the member, the config and the token, or a redirect to /login that returns here.
 */
export async function requireMember(currentPath: string) {
  const [config, member] = await Promise.all([loadSystemConfig(), loadRequestMember()]);
  // A token without a member is one the API refused: /login then says 请重新登录.
  if (!member) redirect((await readRequestToken()) ? reloginPathFor(currentPath) : loginPathFor(currentPath));
  return { config, user: member.user, token: member.token };
}
