// When a live page's event stream has gone quiet for good. The server sends a heartbeat event every period (15 s;
// the stream's first message names it), so a stream silent for two periods and a margin is dead even while the
// browser holds it open and reports nothing (offline mode, a Wi-Fi that dropped): the page then says it is behind
// and opens a new one, which catches it up. Kept small: it is part of the public page's scripts.
const HEARTBEAT_MS = 15_000;
const MARGIN_MS = 5000;
/** How often the page looks at the time of the last message. */
export const CHECK_MS = 2000;

/** How long after its last message a stream counts as dead. */
export const staleAfter = (periodMs: number) => 2 * periodMs + MARGIN_MS;

/** `heard` on each message (and a new stream, which gets the whole time to answer; a heartbeat's data may name the
 * period); `check` every CHECK_MS and when the page is shown again calls `stale` once the last is too long ago. By
 * the clock, not by a timer's delay: a phone's timers stand still while it sleeps. */
export function watchStream(stale: () => void) {
  let period = HEARTBEAT_MS;
  let due = 0;
  return {
    heard(data?: string) {
      period = Number(data) || period;
      due = Date.now() + staleAfter(period);
    },
    check: () => Date.now() > due && stale(),
  };
}
