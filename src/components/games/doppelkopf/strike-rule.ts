// What the office may do about a table's strike at time (TSR 8.5.1): strike the outstanding normal games, or lift
// a strike that no game followed yet; once a game was played after it, the strike stands (the service refuses too).
export function strikeAction(struckAfter: number | null, played: number): "strike" | "lift" | null {
  if (struckAfter === null) return "strike";
  return played === struckAfter ? "lift" : null;
}
