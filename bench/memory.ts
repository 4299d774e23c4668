import { load } from "./throughput";
import { rssMb, type Site } from "./stack";

/** Site RSS after rounds of 50 connections on a logged-in /member (issue: stays under 500 MB). */
export async function memoryUnderLoad(site: Site, token: string, rounds: number, seconds: number): Promise<number[]> {
  const readings = [rssMb(site.pid)];
  for (let round = 0; round < rounds; round += 1) {
    await load(`${site.url}/member`, { connections: 50, seconds, headers: { cookie: `meedu-user-token=${token}` } });
    readings.push(rssMb(site.pid));
  }
  return readings;
}
