import type { ShapeRules } from "./fixtures";

type JsonType = "null" | "array" | "object" | "string" | "number" | "boolean";

export function jsonType(value: unknown): JsonType {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value as JsonType;
}

const isObject = (value: unknown): value is Record<string, unknown> => jsonType(value) === "object";
const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Where `actual` leaves the shape of `expected` (a MeEdu fixture): keys, JSON types, `[]` vs `{}`,
 * recursively. An element of an actual list must match one element of the fixture's list (lists may
 * mix kinds, e.g. decoration blocks); a non-empty fixture list must not come back empty, or nothing
 * would have been compared. Returns one line per drift, none when the shapes agree.
 */
export function shapeDrift(expected: unknown, actual: unknown, rules: ShapeRules = {}, path = ""): string[] {
  const label = path || "(root)";
  const nullableAs = rules.nullable?.[path];
  if (actual === null && nullableAs) return [];
  if (expected === null && nullableAs) {
    return jsonType(actual) === nullableAs ? [] : [`${label}: expected null or ${nullableAs}, got ${jsonType(actual)}`];
  }
  if (rules.emptyArray?.includes(path) && Array.isArray(actual) && actual.length === 0 && isObject(expected)) return [];
  if (rules.maps?.includes(path)) return mapDrift(expected, actual, rules, path);

  const want = jsonType(expected);
  const got = jsonType(actual);
  if (want !== got) return [`${label}: expected ${want}, got ${got}`];
  if (Array.isArray(expected)) return listDrift(expected, actual as unknown[], rules, `${path}[]`, label);
  if (isObject(expected)) {
    const have = actual as Record<string, unknown>;
    const drift: string[] = [];
    for (const key of Object.keys(expected)) {
      if (!(key in have)) drift.push(`${child(path, key)}: missing`);
      else drift.push(...shapeDrift(expected[key], have[key], rules, child(path, key)));
    }
    for (const key of Object.keys(have)) if (!(key in expected)) drift.push(`${child(path, key)}: not in MeEdu's answer`);
    return drift;
  }
  return [];
}

function listDrift(expected: unknown[], actual: unknown[], rules: ShapeRules, elementPath: string, label: string): string[] {
  if (expected.length === 0) return actual.length === 0 ? [] : [`${label}: expected [], got ${actual.length} element(s)`];
  if (actual.length === 0) return [`${label}: empty, so its elements could not be compared`];
  return actual.flatMap((item, index) => {
    const attempts = expected.map((candidate) => shapeDrift(candidate, item, rules, elementPath));
    if (attempts.some((drift) => drift.length === 0)) return [];
    const closest = attempts.reduce((best, drift) => (drift.length < best.length ? drift : best));
    return closest.map((line) => `${line} (element ${index})`);
  });
}

/** json_encode writes a PHP array as a list exactly when its keys are 0..n-1 in order. */
const phpWouldListKeys = (keys: string[]) => keys.every((key, index) => key === String(index));

function mapDrift(expected: unknown, actual: unknown, rules: ShapeRules, path: string): string[] {
  const label = path || "(root)";
  const got = jsonType(actual);
  if (got !== "object" && got !== "array") return [`${label}: expected an id-keyed map, got ${got}`];
  if (got === "object" && phpWouldListKeys(Object.keys(actual as object))) {
    return [`${label}: keys 0..n-1 as an object, where PHP sends a list`];
  }
  const expectedValues = Object.values(expected as object);
  return listDrift(expectedValues, Object.values(actual as object), rules, `${path}{}`, label);
}
