/** @jest-environment node */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Redis from "ioredis";
import {
  memoryPushedAddresses,
  redisPushedAddresses,
  type PushedAddresses,
} from "../server/search-engine-push/pushed-addresses";

// What the engines were told of, shared by instances through Redis (a real redis-server on a unix
// socket, no port) or kept in memory: the first listing is the baseline, and each new address is
// handed to exactly one instance.

const SITE = "https://www.school.cn";
const urls = (...ids: number[]) => ids.map((id) => `${SITE}/courses/detail/${id}`);

let dir: string;
let server: ChildProcess;
const clients: Redis[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "pushed-addresses-"));
  const socket = path.join(dir, "redis.sock");
  server = spawn("redis-server", ["--port", "0", "--unixsocket", socket, "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  // The socket appears once the server accepts connections.
  for (let tries = 0; !existsSync(socket); tries += 1) {
    if (tries > 100) throw new Error("redis-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const probe = new Redis({ path: socket });
  clients.push(probe);
  clients.push(new Redis({ path: socket }));
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()));
  server.kill();
  rmSync(dir, { recursive: true, force: true });
});

async function behavesAsRecord(one: PushedAddresses, other: PushedAddresses) {
  expect(await one.claimUnseen("baidu", "courses-1", urls(1, 2))).toEqual([]); // the baseline
  expect(await other.claimUnseen("baidu", "courses-1", urls(1, 2, 3))).toEqual(urls(3));
  expect(await one.claimUnseen("baidu", "courses-1", urls(1, 2, 3))).toEqual([]);
  await one.remember("baidu", urls(4));
  expect(await other.claimUnseen("baidu", "courses-1", urls(3, 4, 5))).toEqual(urls(5));
  await one.forget("baidu", urls(5));
  expect(await other.claimUnseen("baidu", "courses-1", urls(5))).toEqual(urls(5));
  // Each engine has its own record and baseline.
  expect(await one.claimUnseen("indexnow", "courses-1", urls(1, 9))).toEqual([]);
  expect(await one.claimUnseen("indexnow", "courses-1", urls(9, 10))).toEqual(urls(10));
}

describe("the Redis record", () => {
  it("is one record for every instance", async () => {
    await clients[0].flushall();
    await behavesAsRecord(redisPushedAddresses(clients[0], SITE), redisPushedAddresses(clients[1], SITE));
  });

  it("hands each new address to one instance when two read the same sitemap at once", async () => {
    await clients[0].flushall();
    const [one, other] = clients.map((client) => redisPushedAddresses(client, SITE));
    await one.claimUnseen("baidu", "courses-1", urls(1));
    const fresh = urls(...Array.from({ length: 200 }, (_, index) => index + 2));
    const [a, b] = await Promise.all([
      one.claimUnseen("baidu", "courses-1", fresh),
      other.claimUnseen("baidu", "courses-1", fresh),
    ]);
    expect([...a, ...b].sort()).toEqual([...fresh].sort());
  });

  it("takes a webhook's push for no baseline, and keeps sites apart", async () => {
    await clients[0].flushall();
    const record = redisPushedAddresses(clients[0], SITE);
    await record.remember("baidu", urls(1));
    expect(await record.claimUnseen("baidu", "courses-1", urls(1, 2, 3))).toEqual([]);
    const moved = redisPushedAddresses(clients[0], "https://new.school.cn");
    expect(await moved.claimUnseen("baidu", "courses-1", ["https://new.school.cn/"])).toEqual([]);
  });
});

describe("the memory record", () => {
  it("is the same record within one process", async () => {
    const record = memoryPushedAddresses();
    await behavesAsRecord(record, record);
  });

  it("takes a webhook's push for no baseline", async () => {
    const record = memoryPushedAddresses();
    await record.remember("baidu", urls(1));
    expect(await record.claimUnseen("baidu", "courses-1", urls(1, 2, 3))).toEqual([]);
  });

  it("stays bounded, forgetting the oldest", async () => {
    const record = memoryPushedAddresses(3);
    await record.claimUnseen("baidu", "courses-1", urls(1, 2, 3));
    expect(await record.claimUnseen("baidu", "courses-1", urls(4))).toEqual(urls(4));
    expect(await record.claimUnseen("baidu", "courses-1", urls(1))).toEqual(urls(1));
  });
});
