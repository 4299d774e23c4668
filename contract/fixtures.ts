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
  response: { code: number | { status: number }; message: string; data: unknown };
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
    const content = JSON.parse(readFileSync(file, "utf8")) as Omit<ContractFixture, "id" | "variant">;
    return { ...content, id, variant };
  });
}

export const isSuccess = (fixture: ContractFixture) => fixture.response.code === 0;
