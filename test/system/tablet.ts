// What a table's device sends over the wire: `table.submitDeal` through the tRPC HTTP endpoint with its captain
// cookie, the body as the client's superjson link writes it. Used by the chaos suite and the system benchmarks.
import { CAPTAIN_COOKIE } from "../../src/server/services/table-entry/load-captain-session";
import type { CaptainDealReceipt } from "../../src/server/services/table-entry/submit-captain-deal";

export interface DealSubmission {
  matchId: string;
  matchVersion: number;
  number: number;
  record: Record<string, unknown>;
  idempotencyKey: string;
}

export type SubmitOutcome =
  | { kind: "acked"; receipt: CaptainDealReceipt & { replayed?: boolean } }
  | { kind: "refused"; status: number; code: string; message: string; currentVersion?: number }
  | { kind: "failed"; error: string };

export const submitPath = "/api/trpc/table.submitDeal";

export function submitRequest(token: string, input: DealSubmission) {
  return {
    method: "POST" as const,
    path: submitPath,
    headers: { "content-type": "application/json", cookie: `${CAPTAIN_COOKIE}=${token}` },
    body: JSON.stringify({ json: input }),
  };
}

/** Reads a tRPC answer: the receipt, or the refusal with its code (and, for a stale version, the current one). */
export function readAnswer(status: number, text: string): SubmitOutcome {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: "failed", error: `HTTP ${status}: ${text.slice(0, 200)}` };
  }
  const b = body as { result?: { data?: { json?: unknown } }; error?: { json?: { message?: string; data?: Record<string, unknown> } } };
  if (status === 200 && b.result?.data?.json) return { kind: "acked", receipt: b.result.data.json as CaptainDealReceipt };
  const data = b.error?.json?.data ?? {};
  const current = (data.current as { version?: number } | undefined)?.version;
  if (status >= 500) return { kind: "failed", error: `HTTP ${status}: ${b.error?.json?.message ?? text.slice(0, 200)}` };
  return { kind: "refused", status, code: String(data.code ?? ""), message: b.error?.json?.message ?? "", currentVersion: current };
}

/** One submission; `timeoutMs` ends the wait (the outcome is then unknown to the device: "timed out"). */
export async function submitDeal(
  baseUrl: string,
  token: string,
  input: DealSubmission,
  timeoutMs = 10_000,
): Promise<SubmitOutcome | { kind: "timed-out" }> {
  const req = submitRequest(token, input);
  try {
    const res = await fetch(baseUrl + req.path, { method: req.method, headers: req.headers, body: req.body, signal: AbortSignal.timeout(timeoutMs) });
    return readAnswer(res.status, await res.text());
  } catch (e) {
    const err = e as Error;
    if (err.name === "TimeoutError") return { kind: "timed-out" };
    return { kind: "failed", error: `${err.name}: ${(err.cause as Error | undefined)?.message ?? err.message}` };
  }
}
