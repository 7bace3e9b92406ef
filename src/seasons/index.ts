// Public API of the season rankings (pure; see docs/seasons.md): one function per rule, each of (input, options,
// window), and rankSeason for a rule stored as data.

import { averageRanking, ddvRanking } from "./rules/average";
import { bestOfRanking } from "./rules/best-of";
import { placementRanking } from "./rules/placement";
import { sumRanking } from "./rules/sum";
import type { SeasonInput, SeasonRule, SeasonStandings, SeasonWindow } from "./types";

export type {
  AverageOptions,
  BestOfOptions,
  CommonOptions,
  DdvOptions,
  EventFilter,
  IsoDate,
  NotCountedReason,
  ParticipantResult,
  PlacementOptions,
  RankedBy,
  RoundEntry,
  RowEvent,
  SeasonEvent,
  SeasonInput,
  SeasonRow,
  SeasonRule,
  SeasonStandings,
  SeasonWindow,
  SumOptions,
  TableAtRound,
} from "./types";
export { averageRanking, bestOfRanking, ddvRanking, placementRanking, sumRanking };
export { DDV_DEFAULTS } from "./rules/average";
export { placementAt, sharedPlacementPoints } from "./placement";
export { checkWindow, ddvWindow, isIsoDate, windowBounds, type WindowIssue } from "./window";

/** The club index of the placement rule and the cost of a missed evening, as the club's rules state them. */
export const CLUB_INDEX = { placementFactor: 6, pointsDivisor: 10 } as const;
export const CLUB_MISSED_EVENING = { placementPoints: -3, points: -150 } as const;

export function rankSeason(input: SeasonInput, rule: SeasonRule, window: SeasonWindow): SeasonStandings {
  switch (rule.kind) {
    case "sum":
      return sumRanking(input, rule.options ?? {}, window);
    case "average":
      return averageRanking(input, rule.options, window);
    case "bestOf":
      return bestOfRanking(input, rule.options, window);
    case "placement":
      return placementRanking(input, rule.options ?? {}, window);
    case "ddv":
      return ddvRanking(input, rule.options ?? {}, window);
  }
}
