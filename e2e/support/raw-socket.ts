import { connect } from "node:net";

// What a server writes on one connection, byte for byte (status lines, reason phrases), and whether
// it closed the connection itself: for requests node:http will not send or read as written.

export interface SocketExchange {
  /** Everything the server wrote, as latin1 text. */
  text: string;
  /** The server ended or reset the connection within the wait. */
  closedByServer: boolean;
}

/** Writes `request` and collects the answer until the server closes the connection or `waitMs` passes. */
export function socketExchange(port: number, request: string, waitMs: number): Promise<SocketExchange> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ text: Buffer.concat(chunks).toString("latin1"), closedByServer });
    };
    const timer = setTimeout(() => settle(false), waitMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => settle(true));
    socket.on("error", () => settle(true));
    socket.on("close", () => settle(true));
  });
}

/** The status line of an exchange ("" when nothing came). */
export const statusLine = (exchange: SocketExchange) => exchange.text.split("\r\n")[0];
