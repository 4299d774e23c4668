import { readFileSync } from "node:fs";
import path from "node:path";

// One Node.js release for the whole project: .nvmrc names it, CI installs it from there
// (.ci/node-runtime.sh), the image is built on it, and package.json admits it.

const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const version = (text: string) => text.split(".").map(Number);
const atLeast = (actual: number[], minimum: number[]) => {
  for (let index = 0; index < 3; index += 1) {
    if ((actual[index] ?? 0) !== (minimum[index] ?? 0)) return (actual[index] ?? 0) > (minimum[index] ?? 0);
  }
  return true;
};

const named = read(".nvmrc").trim();

describe("the Node.js runtime", () => {
  it("is an exact release of an LTS line (even major)", () => {
    expect(named).toMatch(/^\d+\.\d+\.\d+$/);
    expect(version(named)[0] % 2).toBe(0);
  });

  it("is the one the Docker image is built on", () => {
    expect(read("deploy/Dockerfile")).toContain(`ARG NODE_VERSION=${named}\n`);
    expect(read("deploy/Dockerfile")).not.toMatch(/FROM node:\d/);
  });

  it("is the one CI installs and puts first on PATH", () => {
    expect(read(".ci/run")).toMatch(/^\. \.ci\/node-runtime\.sh$/m);
    expect(read(".ci/node-runtime.sh")).toContain("< .nvmrc");
  });

  it("is admitted by the engines field of the site and of the embedded API", () => {
    for (const file of ["package.json", "embedded-api/package.json"]) {
      const engines: string = JSON.parse(read(file)).engines.node;
      const minimum = /^>=(\d+\.\d+\.\d+)$/.exec(engines)?.[1];
      expect(minimum).toBeDefined();
      expect(atLeast(version(named), version(minimum!))).toBe(true);
      expect(version(minimum!)[0]).toBe(version(named)[0]);
    }
  });
});
