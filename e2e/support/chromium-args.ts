// Debian's Chromium as the e2e suite and the bench launch it: headless on a 2-core machine
// without a GPU or shared memory, and without background traffic that would blur request counts.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** Debian's Chromium (playwright's own download is unreachable here); CHROMIUM_PATH for another one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_LAUNCH_OPTIONS = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
