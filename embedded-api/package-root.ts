import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

// The same code runs from its TypeScript sources (tests, dev) and bundled into dist/server.js,
// so files shipped with the package are found from the package root, not from __dirname.
function findPackageRoot(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, "package.json"))) return folder;
    if (dirname(folder) === folder) throw new Error(`embedded API: no package.json above ${start}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(__dirname);
