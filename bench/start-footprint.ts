import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./stack";
import { waitForHttp } from "./wait-for-http";

// What `npm start` costs a school's machine: its long-lived processes and their memory,
// measured after the site has answered the main public pages once.

interface ProcessInfo {
  pid: number;
  parent: number;
  rssKb: number;
  command: string;
}

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ");
    return { pid, parent: Number(afterName[1]), rssKb, command };
  } catch {
    return null; // gone meanwhile
  }
}

function processTree(rootPid: number): ProcessInfo[] {
  const all = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((info): info is ProcessInfo => info !== null);
  const tree: ProcessInfo[] = [];
  const wanted = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const info of all) {
      if (!tree.includes(info) && (wanted.has(info.pid) || wanted.has(info.parent))) {
        tree.push(info);
        wanted.add(info.pid);
        grew = true;
      }
    }
  }
  return tree;
}

export interface StartFootprint {
  processes: ProcessInfo[];
  totalMb: number;
}

export async function startFootprint(sitePort: number, apiPort: number): Promise<StartFootprint> {
  const dataDir = path.join(root, ".data", `bench-start-${apiPort}`);
  rmSync(dataDir, { recursive: true, force: true });
  const npm = spawn("npm", ["start"], {
    cwd: root,
    stdio: "ignore",
    detached: true,
    env: { ...process.env, PORT: String(sitePort), EMBEDDED_API_PORT: String(apiPort), EMBEDDED_API_DATA_DIR: dataDir },
  });
  try {
    const site = `http://127.0.0.1:${sitePort}`;
    await waitForHttp(`${site}/login`, 120_000);
    for (const page of ["/", "/courses", "/courses/detail/1", "/announcement", "/vip"]) await fetch(`${site}${page}`);
    const processes = processTree(npm.pid!);
    return { processes, totalMb: processes.reduce((sum, info) => sum + info.rssKb, 0) / 1024 };
  } finally {
    process.kill(-npm.pid!, "SIGTERM");
  }
}
