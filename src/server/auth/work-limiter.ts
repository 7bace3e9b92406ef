// A process-wide bound on expensive work in flight (argon2 hashes): `slots` run at once, up to `queueLimit` wait,
// and anything past that is refused at once instead of piling up memory and threads.
import { DomainError } from "../errors";

export const serverBusy = () =>
  new DomainError(
    "TOO_MANY_REQUESTS",
    "Der Server ist gerade ausgelastet. Bitte in ein paar Sekunden erneut versuchen.",
    "The server is busy right now. Please try again in a few seconds.",
  );

export function isServerBusy(e: unknown): boolean {
  return e instanceof DomainError && e.code === "TOO_MANY_REQUESTS" && e.field === undefined;
}

export class WorkLimiter {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly queueLimit: number,
  ) {}

  /** Runs `work` once a slot is free; throws serverBusy() when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running++;
    else if (this.waiting.length >= this.queueLimit) throw serverBusy();
    else await new Promise<void>((resolve) => this.waiting.push(resolve)); // the slot is handed over below
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  /** Work running and waiting now (for tests and diagnostics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
