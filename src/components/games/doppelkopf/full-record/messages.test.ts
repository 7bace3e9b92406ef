import { describe, expect, it } from "vitest";
import { namedError } from "./messages";

// A table of five: position 2 deals and sits out; the engine's seats 0..3 are positions 0, 1, 3, 4.
const names = ["Anna", "Bernd", "Clara", "Dieter", "Eva"];
const active = [0, 1, 3, 4];
const nameOfSeat = (seat: number) => names[active[seat]!];

describe("refusals in the players' names", () => {
  it("replaces every engine seat by the name of the player who sits there", () => {
    const e = namedError(
      {
        message: "Stich 4: Sitz 2 ist nicht am Zug (am Zug ist Sitz 0) und kann Herz-Bube jetzt nicht spielen.",
        messageEn: "Trick 4: it is not seat 2's turn (seat 0 is to play), so jack of hearts cannot be played now.",
      },
      nameOfSeat,
    );
    expect(e.de).toBe("Stich 4: Dieter ist nicht am Zug (am Zug ist Anna) und kann Herz-Bube jetzt nicht spielen.");
    expect(e.en).toBe("Trick 4: it is not Dieter's turn (Anna is to play), so jack of hearts cannot be played now.");
  });
  it("names a seat at the start of a sentence and leaves ranges and unknown seats alone", () => {
    expect(namedError({ message: "Sitz 3 spielt Pik-Zehn, bevor …", messageEn: "Seat 3 plays ten of spades before …" }, nameOfSeat)).toEqual({
      de: "Eva spielt Pik-Zehn, bevor …",
      en: "Eva plays ten of spades before …",
    });
    expect(namedError({ message: "„dealer“ muss ein Sitz 0..3 sein.", messageEn: "Sitz 7" }, nameOfSeat)).toEqual({ de: "„dealer“ muss ein Sitz 0..3 sein.", en: "Sitz 7" });
    expect(namedError({ message: "Sitz 1 hat …", messageEn: "" }, () => undefined).de).toBe("Sitz 1 hat …");
  });
});
