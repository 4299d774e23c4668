/**
 * Factory for `jest.mock("@/lib/browser/auth-storage", …)`: pending-flag writes become spies and
 * `getMsv` returns the given value. There is no token here: the token cookie is HttpOnly and
 * only the /api proxy sets or clears it. Load it inside the factory with `jest.requireActual`
 * (jest.mock is hoisted above imports).
 */
export function authStorageMock(msv: string, extra: Record<string, unknown> = {}) {
  return {
    getMsv: () => msv,
    setBindMobilePending: jest.fn(),
    setFaceCheckPending: jest.fn(),
    clearPendingFlags: jest.fn(),
    ...extra,
  };
}
