// A TCP proxy between the tablets and the app that loses chosen answers: a request carrying a marked key is passed
// on, and when the app's answer starts to arrive (it writes only after the transaction committed) the client's
// socket is destroyed instead. The device hears a failure for a deal that is stored; its retry goes through.
import { connect, createServer, type Server, type Socket } from "node:net";

export interface CutProxy {
  url: string;
  /** The next request carrying `key` loses its answer (once). */
  cutNext(key: string): void;
  /** Answers lost so far. */
  cuts(): number;
  close(): Promise<void>;
}

export async function startCutProxy(target: { host: string; port: number }): Promise<CutProxy> {
  const marked = new Set<string>();
  let cuts = 0;
  const sockets = new Set<Socket>();

  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    // The request text since the last answer (keep-alive reuses the connection); a key can span two chunks.
    let request = "";
    let cutPending = false;
    client.on("data", (chunk: Buffer) => {
      request = (request + chunk.toString("latin1")).slice(-256 * 1024);
      for (const key of marked)
        if (request.includes(key)) {
          marked.delete(key);
          cutPending = true;
        }
      upstream.write(chunk);
    });
    upstream.on("data", (chunk: Buffer) => {
      request = "";
      if (cutPending) {
        cuts++;
        client.destroy();
        upstream.destroy();
        return;
      }
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    cutNext: (key) => void marked.add(key),
    cuts: () => cuts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
