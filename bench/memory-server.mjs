// The same-run limit for cached pages: one plain Node process answering a response's exact
// bytes (status line, headers, body) from memory.
// node bench/memory-server.mjs <body file> <headers JSON file> <port>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [bodyFile, headersFile, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { ...JSON.parse(readFileSync(headersFile, "utf8")), "content-length": String(body.length) };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), "127.0.0.1");
