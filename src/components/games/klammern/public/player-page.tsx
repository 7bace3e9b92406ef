// The player page of a Klammern tournament: a pair among the search hits, and the chosen pair's view.
import { useTranslations } from "next-intl";
import { pairName, playersText, type Pair, type PublicGame, type Snapshot } from "@/components/public/format";
import type { SnapshotReads } from "../../types";
import { PairPlayerView } from "./pair-view";

export function PairHit({ entrant }: { entrant: Pair }) {
  const tr = useTranslations("public");
  return (
    <>
      <span className="font-semibold">{pairName(entrant, tr)}</span> · {playersText(entrant.players)}
    </>
  );
}

export function PairPage({ snapshot, number, games, reads }: { snapshot: Snapshot; number: number; games: PublicGame[]; reads: SnapshotReads }) {
  const view = reads.pairView(snapshot, number);
  return view ? <PairPlayerView snapshot={snapshot} view={view} games={games} /> : null;
}
