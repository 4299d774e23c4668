// KaTeX's and highlight.js's stylesheets are linked only by pages whose HTML contains math
// or highlighted code (components/ui/rich-text.tsx), so they are plain files under
// public/vendor/ rather than CSS imports (Next links imported CSS on every page of a route).
// Run before `next build` and `next dev`; the folder is generated (git-ignored).
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const vendor = path.join(root, "public", "vendor");
const katexDist = path.dirname(require.resolve("katex/dist/katex.min.css"));
const highlightStyles = path.dirname(require.resolve("highlight.js/styles/a11y-dark.min.css"));

rmSync(vendor, { recursive: true, force: true });
mkdirSync(path.join(vendor, "katex"), { recursive: true });
cpSync(path.join(katexDist, "katex.min.css"), path.join(vendor, "katex", "katex.min.css"));
cpSync(path.join(katexDist, "fonts"), path.join(vendor, "katex", "fonts"), {
  recursive: true,
  filter: (source) => !/\.(ttf|woff)$/.test(source), // every browser we serve reads woff2
});
mkdirSync(path.join(vendor, "highlight"), { recursive: true });
cpSync(path.join(highlightStyles, "a11y-dark.min.css"), path.join(vendor, "highlight", "a11y-dark.min.css"));
