// The watchdog's timing: silence of two heartbeat periods and a margin is a dead stream, whatever the period.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { staleAfter, watchStream } from "./stream-watch";

describe("watchStream", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("calls a stream stale 35 s after its last message at the default period, and not while heartbeats arrive", () => {
    const stale = vi.fn();
    const watch = watchStream(stale);
    watch.heard();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(15_000);
      watch.heard("");
    }
    expect(stale).not.toHaveBeenCalled();
    expect(watch.silent()).toBe(false);
    vi.advanceTimersByTime(staleAfter(15_000) - 1);
    expect(stale).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stale).toHaveBeenCalledTimes(1);
    expect(staleAfter(15_000)).toBe(35_000);
  });

  it("follows the period the server names; other data (a change's) leaves it", () => {
    const stale = vi.fn();
    const watch = watchStream(stale);
    watch.heard("2000");
    watch.heard('{"v":"a.1","kinds":["deal"],"ids":[]}');
    vi.advanceTimersByTime(8999);
    expect(stale).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(stale).toHaveBeenCalledTimes(1);
  });

  it("tells a page woken from sleep that its stream went silent, though no timer ran", () => {
    const watch = watchStream(() => {});
    watch.heard("15000");
    watch.stop();
    vi.setSystemTime(Date.now() + 20_000);
    expect(watch.silent()).toBe(false);
    vi.setSystemTime(Date.now() + 16_000);
    expect(watch.silent()).toBe(true);
    watch.heard(); // the new stream
    expect(watch.silent()).toBe(false);
    watch.stop();
  });
});
