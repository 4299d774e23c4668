import { readFileSync } from "node:fs";
import { sleep } from "./measure";
import { rssMb, type Site } from "./stack";
import { load } from "./throughput";

/**
 * Site RSS before and after rounds of 50 connections on a logged-in /member (goal: under 500 MB).
 * A site that ends meanwhile ends the readings with how it ended and the first fatal line of its log.
 */
export async function memoryUnderLoad(site: Site, token: string, rounds: number, seconds: number): Promise<string[]> {
  const readings = [`${rssMb(site.pid).toFixed(0)} MB`];
  for (let round = 0; round < rounds; round += 1) {
    await load(`${site.url}/member`, { connections: 50, seconds, headers: { cookie: `meedu-user-token=${token}` } });
    await sleep(500); // its exit, if any, is reported
    const ended = site.ended();
    if (ended !== null) {
      const fatal = readFileSync(site.logFile, "utf8")
        .match(/^.*(FATAL|Error).*$/m)?.[0]
        .trim();
      const how = typeof ended === "number" ? `exit code ${ended}` : ended;
      readings.push(`ended in round ${round + 1} (${how}${fatal ? `: ${fatal.slice(0, 140)}` : ""})`);
      break;
    }
    readings.push(`${rssMb(site.pid).toFixed(0)} MB`);
  }
  return readings;
}
