// Fills deploy/nginx.conf.template: node deploy/render-nginx-conf.mjs <out> key=value…
// Keys: LISTEN, UPSTREAMS (comma-separated host:port), STATIC_ROOT, CACHE_DIR, RUNTIME_DIR.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export function renderNginxConf(values) {
  const template = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "nginx.conf.template"), "utf8");
  const filled = {
    ...values,
    UPSTREAMS: values.UPSTREAMS.split(",")
      .map((address) => `    server ${address.trim()};`)
      .join("\n"),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (filled[key] === undefined) throw new Error(`nginx.conf: no value for ${key}`);
    return filled[key];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [out, ...pairs] = process.argv.slice(2);
  const values = Object.fromEntries(pairs.map((pair) => pair.split(/=(.*)/s).slice(0, 2)));
  writeFileSync(out, renderNginxConf(values));
}
