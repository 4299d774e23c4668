import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export const FIXTURE_ROOT = join(__dirname, "meedu-4.9.30");

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** Shape allowances read from MeEdu's source; paths like `data.data[].watch_record`, `data.videos{}[]`. */
export interface ShapeRules {
  /** Path → JSON type of the non-null form ("string", "number", "boolean", "object", "array"): the value may also be null. */
  nullable?: Record<string, string>;
  /** Objects that PHP sends as `[]` when they are empty. */
  emptyArray?: string[];
  /** PHP arrays keyed by id: a JSON object with any keys, or a list when the keys happen to be 0..n-1. */
  maps?: string[];
}

export interface ContractFixture {
  /** `<area>/<endpoint>.<variant>`, from the file's place in the folder. */
  id: string;
  variant: string;
  /** Method and route as MeEdu declares it, e.g. `GET /api/v2/course/{id}`. */
  endpoint: string;
  request: {
    method: HttpMethod;
    path: string;
    query?: Record<string, string>;
    body?: Record<string, unknown>;
    /** "member": sent with a signed-in member's token. */
    auth: "none" | "member";
  };
  /** `xyz.meedu.api/<file>:<lines>` the answer was read from. */
  source: string[];
  shape?: ShapeRules;
  /** Why the embedded API cannot be asked this (the shape test leaves the fixture out); absent for almost all. */
  embeddedApi?: string;
  /** What the sample shows that its values alone do not (e.g. why the keys come in this order). */
  note?: string;
  response: { code: number | { status: number }; message: string; data: unknown };
  /**
   * The response as written in the file, key order included: MeEdu writes an index-keyed object in
   * its own order (3, 1, 2, 0), which parsing would turn into 0, 1, 2, 3.
   */
  responseText: string;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return jsonFiles(path);
      return name.endsWith(".json") ? [path] : [];
    });
}

export function loadFixtures(): ContractFixture[] {
  return jsonFiles(FIXTURE_ROOT).map((file) => {
    const id = relative(FIXTURE_ROOT, file).replace(/\.json$/, "");
    const variant = id.slice(id.lastIndexOf(".") + 1);
    const text = readFileSync(file, "utf8");
    const content = JSON.parse(text) as Omit<ContractFixture, "id" | "variant" | "responseText">;
    return { ...content, id, variant, responseText: responseTextOf(text, content.response, file) };
  });
}

/** `response` is the last member of every fixture: its text runs from its key to the file's closing brace. */
function responseTextOf(text: string, parsed: unknown, file: string): string {
  const start = text.lastIndexOf('"response":');
  const raw = start < 0 ? "" : text.slice(start + '"response":'.length, text.lastIndexOf("}")).trim();
  if (JSON.stringify(safeParse(raw)) !== JSON.stringify(parsed)) {
    throw new Error(`${file}: "response" must be the fixture's last member`);
  }
  return raw;
}

function safeParse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
