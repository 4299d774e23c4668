import { redirect } from "next/navigation";
import { isApiError } from "../api/errors";
import { loginPathFor } from "../safe-redirect";
import { readRequestToken } from "./bootstrap";

/**
 * Loads member-only data on the server with the request's token (never cached across users).
 * No token, or a 401 from the API, sends the visitor to /login, which returns to `currentPath`.
 */
export async function loadForMember<T>(currentPath: string, load: (token: string) => Promise<T>): Promise<T> {
  const token = await readRequestToken();
  if (!token) redirect(loginPathFor(currentPath));
  try {
    return await load(token);
  } catch (error) {
    if (isApiError(error) && error.kind === "unauthorized") redirect(loginPathFor(currentPath));
    throw error;
  }
}
