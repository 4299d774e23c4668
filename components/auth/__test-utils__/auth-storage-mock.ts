/**
 * Factory for `jest.mock("@/lib/auth-storage", …)`: token and pending-flag writes
 * become spies and `getMsv` returns the given value. Load it inside the factory
 * with `jest.requireActual` (jest.mock is hoisted above imports).
 */
export function authStorageMock(msv: string, extra: Record<string, unknown> = {}) {
  return {
    saveToken: jest.fn(),
    getMsv: () => msv,
    setBindMobilePending: jest.fn(),
    setFaceCheckPending: jest.fn(),
    clearToken: jest.fn(),
    clearPendingFlags: jest.fn(),
    ...extra,
  };
}
