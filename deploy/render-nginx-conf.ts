// Fills deploy/nginx.conf.template. From the shell:
//   npx tsx deploy/render-nginx-conf.ts <out> LISTEN=80 UPSTREAMS=10.0.0.2:3000,10.0.0.3:3000 \
//     STATIC_ROOT=/srv/meedu/.next/static CACHE_DIR=/var/cache/nginx/meedu RUNTIME_DIR=/run/meedu-nginx
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface NginxConfValues {
  LISTEN: string;
  /** Comma-separated host:port of the site instances. */
  UPSTREAMS: string;
  STATIC_ROOT: string;
  CACHE_DIR: string;
  RUNTIME_DIR: string;
}

export function renderNginxConf(values: NginxConfValues): string {
  const template = readFileSync(path.join(__dirname, "nginx.conf.template"), "utf8");
  const filled: Record<string, string> = {
    ...values,
    UPSTREAMS: values.UPSTREAMS.split(",")
      .map((address) => `    server ${address.trim()};`)
      .join("\n"),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    if (filled[key] === undefined) throw new Error(`nginx.conf: no value for ${key}`);
    return filled[key];
  });
}

if (require.main === module) {
  const [out, ...pairs] = process.argv.slice(2);
  const values = Object.fromEntries(
    pairs.map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
  ) as unknown as NginxConfValues;
  writeFileSync(out, renderNginxConf(values));
}
