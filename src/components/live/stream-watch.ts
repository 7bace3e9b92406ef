// When a live page's event stream has gone quiet for good. The server sends a heartbeat event every period (15 s;
// the stream's first message names it), so a stream silent for two periods and a margin is dead even while the
// browser holds it open and reports nothing (offline mode, a Wi-Fi that dropped): the page then says it is behind
// and opens a new one, which catches it up.
const HEARTBEAT_MS = 15_000;
const MARGIN_MS = 5000;

/** How long after its last message a stream counts as dead. */
export const staleAfter = (periodMs: number) => 2 * periodMs + MARGIN_MS;

/** Calls `stale` once the stream has been silent for too long; each message (`heard`) starts the count again. */
export function watchStream(stale: () => void) {
  let period = HEARTBEAT_MS;
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    /** A message, or a new stream (which gets the whole time to answer); a heartbeat's data may name the period. */
    heard(data?: string) {
      const named = Number(data);
      if (named > 0) period = named;
      last = Date.now();
      clearTimeout(timer);
      timer = setTimeout(stale, staleAfter(period));
    },
    /** Silent too long, timer or not: a phone woken from sleep, whose timers stood still. */
    silent: () => Date.now() - last > staleAfter(period),
    stop: () => clearTimeout(timer),
  };
}
