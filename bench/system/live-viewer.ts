// A viewer of a tournament's live stream, as the public page's EventSource is: the ids each event names, with
// when this viewer first heard of them. Shared by the live-next and two-servers benchmarks.
import http from "node:http";

export interface Viewer {
  /** Deal or match id -> when this viewer first heard of it (performance.now()). */
  heard: Map<string, number>;
  req: http.ClientRequest;
}

export function watchLive(port: number, slug: string, agent?: http.Agent): Promise<Viewer> {
  return new Promise((resolve, reject) => {
    const heard = new Map<string, number>();
    const req = http.get({ host: "127.0.0.1", port, path: `/api/live/t/${slug}`, agent }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return reject(new Error(`status ${res.statusCode}`));
      }
      res.setEncoding("utf8");
      let buf = "";
      res.on("data", (chunk: string) => {
        const now = performance.now();
        buf += chunk;
        let end: number;
        while ((end = buf.indexOf("\n\n")) >= 0) {
          const data = /^data: (.*)$/m.exec(buf.slice(0, end));
          buf = buf.slice(end + 2);
          if (data) for (const id of (JSON.parse(data[1]!) as { ids?: string[] }).ids ?? []) if (!heard.has(id)) heard.set(id, now);
        }
      });
      resolve({ heard, req });
    });
    req.setTimeout(30_000, () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", reject);
  });
}
