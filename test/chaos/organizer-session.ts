// The director's desk over HTTP: an organizer signed in through next-auth's credentials flow (CSRF token and
// cookie, then the callback), and result.submitDeal sent with that session's cookie as the browser sends it.
import type { Outcome } from "./op-log";
import { readAnswer, type DealSubmission } from "../system/tablet";

/** Cookies a response sets, as `name=value` pairs for the next request's cookie header. */
const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]!);

/** Signs in and returns the cookie header that carries the session. */
export async function signInOverHttp(baseUrl: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = cookiesOf(csrf);
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials?json=true`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: jar.join("; ") },
    body: new URLSearchParams({ email, password, csrfToken, json: "true" }).toString(),
    redirect: "manual",
  });
  const session = cookiesOf(res).filter((c) => c.includes("session-token="));
  if (!session.length) throw new Error(`sign-in of ${email} failed: HTTP ${res.status} ${res.headers.get("location") ?? (await res.text()).slice(0, 200)}`);
  return [...jar, ...session].join("; ");
}

/** result.submitDeal over HTTP, its answer read as a tablet's receipt (the deal and the match's new version). */
export async function organizerSubmitOverHttp(baseUrl: string, cookie: string, input: DealSubmission, timeoutMs = 10_000): Promise<Outcome> {
  try {
    const res = await fetch(`${baseUrl}/api/trpc/result.submitDeal`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ json: input }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = readAnswer(res.status, await res.text());
    if (answer.kind !== "acked") return answer;
    const { deal, match, replayed } = answer.receipt as unknown as {
      deal: { id: string; number: number; score: number[] };
      match: { version: number; status: string; nsPoints: number; ewPoints: number };
      replayed: boolean;
    };
    return {
      kind: "acked",
      receipt: { dealId: deal.id, number: deal.number, score: deal.score, matchVersion: match.version, matchStatus: match.status, nsPoints: match.nsPoints, ewPoints: match.ewPoints, replayed },
    };
  } catch (e) {
    const err = e as Error;
    return err.name === "TimeoutError" ? { kind: "timed-out" } : { kind: "failed", error: `${err.name}: ${err.message}` };
  }
}
