// Scoring of one match record into match points and game points per side (integers only).
// Source: Klammern Turniermodus, match points per match won / drawn / lost (default 2 / 1 / 0), bye as configured.
import type { MatchRecord, Outcome, ScoringConfig } from "../types";

export interface SideScore {
  outcome: Outcome | "bye";
  matchPoints: number;
  pointsFor: number;
  pointsAgainst: number;
}

export function outcomeFromPoints(own: number, other: number): Outcome {
  return own > other ? "win" : own < other ? "loss" : "draw";
}

export function matchPointsFor(outcome: Outcome, scoring: ScoringConfig): number {
  return outcome === "win" ? scoring.win : outcome === "draw" ? scoring.draw : scoring.loss;
}

function assertInt(value: number, what: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`pairing: ${what} must be an integer, got ${value}`);
}

export function assertScoring(scoring: ScoringConfig): void {
  assertInt(scoring.win, "scoring.win");
  assertInt(scoring.draw, "scoring.draw");
  assertInt(scoring.loss, "scoring.loss");
  assertInt(scoring.bye.matchPoints, "scoring.bye.matchPoints");
  assertInt(scoring.bye.pointsFor, "scoring.bye.pointsFor");
  assertInt(scoring.bye.pointsAgainst, "scoring.bye.pointsAgainst");
}

/** Home and away side of a played or adjusted match. */
export function scoreMatch(
  rec: Exclude<MatchRecord, { kind: "bye" }>,
  scoring: ScoringConfig,
): [SideScore, SideScore] {
  assertInt(rec.homePoints, "homePoints");
  assertInt(rec.awayPoints, "awayPoints");
  const homeOutcome = rec.kind === "adjusted" ? rec.homeOutcome : outcomeFromPoints(rec.homePoints, rec.awayPoints);
  const awayOutcome = rec.kind === "adjusted" ? rec.awayOutcome : outcomeFromPoints(rec.awayPoints, rec.homePoints);
  return [
    { outcome: homeOutcome, matchPoints: matchPointsFor(homeOutcome, scoring), pointsFor: rec.homePoints, pointsAgainst: rec.awayPoints },
    { outcome: awayOutcome, matchPoints: matchPointsFor(awayOutcome, scoring), pointsFor: rec.awayPoints, pointsAgainst: rec.homePoints },
  ];
}

export function scoreBye(scoring: ScoringConfig): SideScore {
  return { outcome: "bye", ...scoring.bye };
}
