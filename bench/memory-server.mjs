// The same-run limit for cached pages: one plain Node process answering a page's bytes from memory.
// node bench/memory-server.mjs <body file> <content type> <port>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, contentType, port] = process.argv.slice(2);
const body = readFileSync(file);
const headers = { "content-type": contentType, "content-length": String(body.length) };
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(port), "127.0.0.1");
