/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The README is the front door and docs/ holds the rest: a link in either to a file or a heading
// that does not exist fails here, so moving a section cannot leave a dead link behind.

const ROOT = path.join(__dirname, "..", "..");
const DOCS = [
  "README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `docs/${file}`),
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

const anchorsIn = (file: string) =>
  new Set(
    readFileSync(file, "utf8")
      .replace(/```[\s\S]*?```/g, "")
      .split("\n")
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ""))),
  );

const links = DOCS.flatMap((doc) =>
  [...readFileSync(path.join(ROOT, doc), "utf8").matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => [doc, target] as const),
);

it("finds the links", () => expect(links.length).toBeGreaterThan(10));

it("keeps the README a front door of at most 8 KB", () => {
  expect(Buffer.byteLength(readFileSync(path.join(ROOT, "README.md")))).toBeLessThanOrEqual(8 * 1024);
});

it.each(links)("%s → %s exists", (doc, target) => {
  const [file, anchor] = target.split("#");
  const resolved = file ? path.join(ROOT, path.dirname(doc), file) : path.join(ROOT, doc);
  expect(existsSync(resolved)).toBe(true);
  if (anchor) expect([...anchorsIn(resolved)]).toContain(anchor);
});
