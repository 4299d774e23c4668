/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// lib/server/ is the server's alone: each of its modules says so, so that a client component that
// imports one fails the build instead of shipping server code (and its secrets) to the browser.

const SERVER_DIR = path.join(__dirname, "..", "server");

const modules = readdirSync(SERVER_DIR, { recursive: true, encoding: "utf8" }).filter(
  (file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes("__tests__"),
);

it("finds the server modules", () => expect(modules.length).toBeGreaterThan(20));

it.each(modules)("lib/server/%s imports server-only", (file) => {
  expect(readFileSync(path.join(SERVER_DIR, file), "utf8")).toMatch(/^import "server-only";$/m);
});
