// The watchdog's timing: silence of two heartbeat periods and a margin is a dead stream, whatever the period.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHECK_MS, staleAfter, watchStream } from "./stream-watch";

/** A watchdog checked every CHECK_MS, as the page does. */
function watched() {
  const stale = vi.fn();
  const watch = watchStream(stale);
  setInterval(watch.check, CHECK_MS);
  return { stale, watch };
}

describe("watchStream", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("calls a stream stale 35 s after its last message at the default period, and never while heartbeats arrive", () => {
    const { stale, watch } = watched();
    watch.heard();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(15_000);
      watch.heard("");
    }
    expect(stale).not.toHaveBeenCalled();
    expect(staleAfter(15_000)).toBe(35_000);
    vi.advanceTimersByTime(34_000);
    expect(stale).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CHECK_MS);
    expect(stale).toHaveBeenCalledTimes(1);
  });

  it("follows the period the server names; other data (a change's) leaves it", () => {
    const { stale, watch } = watched();
    watch.heard("2000");
    watch.heard('{"v":"a.1","kinds":["deal"],"ids":[]}');
    vi.advanceTimersByTime(8000);
    expect(stale).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CHECK_MS);
    expect(stale).toHaveBeenCalledTimes(1);
  });

  it("tells a page woken from sleep at once that its stream went silent, though no timer ran meanwhile", () => {
    const stale = vi.fn();
    const watch = watchStream(stale);
    watch.heard("15000");
    vi.setSystemTime(Date.now() + 30_000);
    watch.check();
    expect(stale).not.toHaveBeenCalled();
    vi.setSystemTime(Date.now() + 6_000);
    watch.check();
    expect(stale).toHaveBeenCalledTimes(1);
    watch.heard(); // the new stream
    watch.check();
    expect(stale).toHaveBeenCalledTimes(1);
  });
});
