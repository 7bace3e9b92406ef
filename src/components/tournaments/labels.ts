// German names and short explanations for the tournament settings, shared by the organizer pages.
import type { KlammernRules } from "@/engine";

export const SCHEDULE_TYPE_NAMES = { swiss: "Schweizer System", "round-robin": "Jeder gegen jeden (Rundenturnier)" } as const;
export const VISIBILITY_NAMES = { public: "Öffentlich (auf der Startseite gelistet)", unlisted: "Nicht gelistet (nur mit Link)" } as const;
export const TOURNAMENT_STATUS_NAMES = { draft: "In Vorbereitung", running: "Läuft", finished: "Beendet" } as const;
export const ROUND_STATUS_NAMES = { draft: "Entwurf", published: "Veröffentlicht, wird gespielt", closed: "Abgeschlossen" } as const;
export const ENTRANT_STATUS_NAMES = { registered: "Angemeldet", "checked-in": "Eingecheckt", withdrawn: "Zurückgezogen" } as const;

export const TIEBREAK_NAMES: Record<string, { name: string; hint: string }> = {
  matchPoints: { name: "Matchpunkte", hint: "Summe der Matchpunkte, Freilos inklusive" },
  pointDiff: { name: "Spielpunkt-Differenz", hint: "Spielpunkte für minus gegen" },
  pointsFor: { name: "Spielpunkte", hint: "erzielte Spielpunkte" },
  buchholz: { name: "Buchholz", hint: "Matchpunkte aller bisherigen Gegner" },
  headToHead: { name: "Direkter Vergleich", hint: "Matchpunkte in den Partien der Punktgleichen untereinander" },
  wins: { name: "Siege", hint: "gewonnene Partien (Freilos zählt nicht)" },
};

type RuleKey = Exclude<keyof KlammernRules, "preset" | "target">;

/** Every Klammern variant with its German name, a short explanation and the names of its values. */
export const RULE_CHOICES: { key: RuleKey; name: string; hint: string; values: { value: string | number | boolean; label: string }[] }[] = [
  {
    key: "jassPoints",
    name: "Jass (Trumpf-Bube)",
    hint: "Wie viel der Trumpf-Bube zählt. Ein Spiel hat dann 164 bzw. 162 Punkte.",
    values: [
      { value: 22, label: "22 Punkte (Hausregel)" },
      { value: 20, label: "20 Punkte (wie Klaberjass)" },
    ],
  },
  {
    key: "allPass",
    name: "Alle passen",
    hint: "Wer gibt, wenn in beiden Runden niemand spielt.",
    values: [
      { value: "next-dealer", label: "Der Nächste gibt (Hausregel)" },
      { value: "same-dealer", label: "Derselbe gibt noch einmal" },
    ],
  },
  {
    key: "undertrump",
    name: "Untertrumpfen",
    hint: "Wer nicht bedienen und nicht übertrumpfen kann, aber niedrigere Trümpfe hat.",
    values: [
      { value: "required", label: "Muss untertrumpfen (Hausregel)" },
      { value: "optional", label: "Darf frei abwerfen" },
    ],
  },
  {
    key: "partnerException",
    name: "Partner hält den Stich",
    hint: "Ob Trumpfzwang auch gilt, wenn der eigene Partner den Stich schon hat.",
    values: [
      { value: false, label: "Trumpfzwang gilt trotzdem (Hausregel)" },
      { value: true, label: "Frei abwerfen erlaubt (wie Belote)" },
    ],
  },
  {
    key: "trumpMeldWinsTie",
    name: "Gleich hohe Meldungen",
    hint: "Wer gewinnt, wenn zwei Meldungen gleich hoch sind.",
    values: [
      { value: false, label: "Wer zuerst dran ist (Hausregel)" },
      { value: true, label: "Die Trumpf-Meldung (Abwandlung)" },
    ],
  },
  {
    key: "meldScoring",
    name: "Meldungen zählen",
    hint: "Was die Seite mit der besten Meldung schreibt.",
    values: [
      { value: "best-side-all", label: "Alle Meldungen dieser Seite (Hausregel)" },
      { value: "best-only", label: "Nur die beste Meldung" },
    ],
  },
  {
    key: "stehbeet",
    name: "Stehbeet (Gleichstand)",
    hint: "Wenn der Spieler genau so viel hat wie die Gegner.",
    values: [
      { value: "declarer-zero", label: "Spieler schreibt 0 (Hausregel)" },
      { value: "held", label: "Punkte bleiben stehen für das nächste Spiel" },
    ],
  },
  {
    key: "beetThree",
    name: "Beet zu dritt",
    hint: "Nur bei drei Spielern; im Turniermodus (zu viert) ohne Wirkung.",
    values: [
      { value: "each", label: "Jeder Gegner bekommt die Punkte (Hausregel)" },
      { value: "best", label: "Nur der beste Gegner" },
    ],
  },
];

/** "Paar 7 · Die Stehbeeter" */
export function pairLabel(p: { number: number; name: string | null }, noun = "Paar"): string {
  return p.name ? `${noun} ${p.number} · ${p.name}` : `${noun} ${p.number}`;
}

export function formatDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}.${m}.${y}`;
}
