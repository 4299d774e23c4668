/** @jest-environment node */
import { readdirSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { ROUTES } from "../shared/routes/route-registry";

// The registry and app/ must describe the same site: a page added in one place only fails here.

const APP = path.resolve(__dirname, "../../app");
const ENTRY_FILES = /^(page|route)\.(tsx?|jsx?)$/;

function appRoutes(dir = APP, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return ENTRY_FILES.test(entry.name) ? [prefix || "/"] : [];
    if (!entry.isDirectory()) return [];
    // Route groups "(name)" add nothing to the address.
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return appRoutes(path.join(dir, entry.name), prefix + segment);
  });
}

describe("the route registry", () => {
  const answered = appRoutes().filter((route) => !route.startsWith("/api/"));

  it("names every page and file route under app/, and nothing else", () => {
    expect([...answered].sort()).toEqual(ROUTES.map((route) => route.appRoute).sort());
  });

  it("has one route per name and per address", () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it("gives each public page with a record id a short list of views (a path revalidation expires just them)", () => {
    for (const route of ROUTES.filter((candidate) => candidate.access === "public" && candidate.path.includes(":id"))) {
      const rules = Object.values("query" in route ? route.query : {});
      expect(rules.every((rule) => rule.values !== undefined)).toBe(true);
    }
  });

  it("keeps public views where the lint rule against reading the request applies", () => {
    const files = ROUTES.filter((route) => route.access === "public").map((route) =>
      path.join("app", route.appRoute, "page.tsx"),
    );
    // ESLint loads its (ESM) config by dynamic import, which Jest's module system cannot do: ask a child process.
    const script = `const { ESLint } = require("eslint");
      const eslint = new ESLint();
      Promise.all(process.argv.slice(1).map((file) => eslint.calculateConfigForFile(file)))
        .then((configs) => console.log(JSON.stringify(configs.map((c) => c.rules["no-restricted-imports"][0]))));`;
    const levels = JSON.parse(execFileSync(process.execPath, ["-e", script, ...files], { encoding: "utf8" }));
    expect(levels).toEqual(files.map(() => 2));
  });
});
