import { LOGIN_CODE_KEY, loginCodeSessionKey } from "../shared/storage-keys";

// The social login_code waiting for a mobile bind (localStorage), and the per-code
// guard that keeps a reload from exchanging the same code twice (sessionStorage).

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage unavailable (private mode): nothing was kept
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // storage can be unavailable (private mode); the flows still work within the page
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function getPendingLoginCode(): string {
  return read(local, LOGIN_CODE_KEY) ?? "";
}

export function savePendingLoginCode(code: string): void {
  write(local, LOGIN_CODE_KEY, code);
}

export function clearPendingLoginCode(): void {
  write(local, LOGIN_CODE_KEY, null);
}

export function isLoginCodeClaimed(code: string): boolean {
  return read(session, loginCodeSessionKey(code)) !== null;
}

/** Marks the code as exchanged in this tab; returns false when it already was. */
export function claimLoginCode(code: string): boolean {
  const key = loginCodeSessionKey(code);
  if (read(session, key) !== null) return false;
  write(session, key, "1");
  return true;
}
