import { redirect } from "next/navigation";
import { loginPathFor } from "../safe-redirect";
import { loadSiteBootstrap, readRequestToken } from "./bootstrap";

/**
 * For pages that middleware lets through but that only make sense logged in (/bind-mobile,
 * /face-check): the member, the config and the token, or a redirect to /login that returns here.
 */
export async function requireMember(currentPath: string) {
  const [{ config, user }, token] = await Promise.all([loadSiteBootstrap(), readRequestToken()]);
  if (!user || !token) redirect(loginPathFor(currentPath));
  return { config, user, token };
}

