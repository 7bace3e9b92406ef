// The stream layer without a database: shared heartbeat, detaching on cancel, dropping a client that stops reading.
import { describe, expect, it } from "vitest";
import { LiveHub } from "./hub";
import { heartbeatPeriod, SseBroadcaster } from "./sse";

const T = "00000000-0000-4000-8000-000000000001";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readFor(stream: ReadableStream<Uint8Array>, ms: number) {
  const reader = stream.getReader();
  const dec = new TextDecoder();
  let text = "";
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const next = await Promise.race([reader.read(), sleep(end - Date.now()).then(() => null)]);
    if (!next || next.done) break;
    text += dec.decode(next.value, { stream: true });
  }
  return { text, reader };
}

describe("event streams", () => {
  it("sends heartbeats from one shared timer and forgets a stream when it is cancelled", async () => {
    const hub = new LiveHub({ windowMs: 0 });
    const b = new SseBroadcaster(hub, 20);
    const streams = [b.stream(T, hub.eventId(T)), b.stream(T, hub.eventId(T))];
    expect(b.count).toBe(2);
    expect(hub.subscriberCount(T)).toBe(1); // one subscription for all streams of the tournament
    const { text, reader } = await readFor(streams[0]!, 120);
    // The first message names the period; the beats are events the browser surfaces (a comment it would not).
    expect(text.startsWith("retry: 2000\nevent: hb\ndata: 20\n\n")).toBe(true);
    expect(text.match(/\n\nevent: hb\ndata:\n\n/g)!.length).toBeGreaterThanOrEqual(2);
    await reader.cancel();
    await streams[1]!.cancel();
    expect(b.count).toBe(0);
    expect(hub.subscriberCount(T)).toBe(0);
  });

  it("drops a client that lets events pile up, without holding up the others", async () => {
    const hub = new LiveHub({ windowMs: 0 });
    const b = new SseBroadcaster(hub, 60_000);
    b.stream(T, hub.eventId(T)); // never read
    const reading = b.stream(T, hub.eventId(T)).getReader();
    const dec = new TextDecoder();
    let text = "";
    for (let i = 0; i < 100; i++) {
      hub.receive({ tournamentId: T, kind: "deal", ids: [] });
      const { value } = await reading.read();
      text += dec.decode(value);
      if (i === 0) text += dec.decode((await reading.read()).value); // the retry line came first
    }
    expect(b.count).toBe(1);
    expect(text).toContain(`id: ${hub.processId}.100`);
    await reading.cancel();
  });

  it("sends the current event at once to a client that is behind, and nothing to one that is current", async () => {
    const hub = new LiveHub({ windowMs: 0 });
    const b = new SseBroadcaster(hub, 60_000);
    hub.receive({ tournamentId: T, kind: "round", ids: [] });
    const behind = await readFor(b.stream(T, `${hub.processId}.0`), 50);
    expect(behind.text).toContain(`id: ${hub.processId}.1\nevent: change\n`);
    const otherServer = await readFor(b.stream(T, "feedbeef.1"), 50);
    expect(otherServer.text).toContain("event: change");
    const current = await readFor(b.stream(T, hub.eventId(T)), 50);
    expect(current.text).toBe("retry: 2000\nevent: hb\ndata: 60000\n\n");
    b.close();
  });
});

describe("the heartbeat period", () => {
  it("is 15 s unless the environment names a sensible one", () => {
    expect(heartbeatPeriod(undefined)).toBe(15_000);
    expect(heartbeatPeriod("2000")).toBe(2000);
    for (const bad of ["", "abc", "100", "1.5", "600000"]) expect(heartbeatPeriod(bad)).toBe(15_000);
  });
});
