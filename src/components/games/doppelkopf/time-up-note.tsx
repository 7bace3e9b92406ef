// What a Doppelkopf table waits for once its time is up (TSR 8.5.1, 8.6): the players, by name, whose Pflichtsoli
// are still missing, and, at five when only the dealer who sits out lacks his, that no game can follow.
import { useTranslations } from "next-intl";

export interface AfterTime {
  missing: number[];
  blocked: boolean;
}

/** `atTable`: the list keeper's tablet, where the players are asked to fetch the organizer who closes the round. */
export function TimeUpNote({ afterTime, name, atTable = false }: { afterTime: AfterTime; name: (position: number) => string; atTable?: boolean }) {
  const t = useTranslations("doppelkopf");
  const names = afterTime.missing.map(name).join(", ");
  return (
    <div role="status" className="space-y-1 rounded-lg bg-amber-100 px-4 py-3 text-lg text-amber-900" data-testid="time-up-note">
      <p>{afterTime.missing.length ? t("timeUp.missing", { names }) : t("timeUp.allPlayed")}</p>
      {afterTime.blocked ? <p className="font-semibold">{t(atTable ? "timeUp.blockedAtTable" : "timeUp.blocked", { name: names })}</p> : null}
    </div>
  );
}
