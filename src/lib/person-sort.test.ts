import { describe, expect, it } from "vitest";
import { compareFullNames, comparePersons, filedSurname, sortByPerson, splitFullName, type PersonName } from "./person-sort";

const p = (firstName: string, lastName: string): PersonName => ({ firstName, lastName });
const names = (list: PersonName[]) => sortByPerson(list, (x) => x).map((x) => `${x.firstName} ${x.lastName}`);

describe("sorting people by name (German collation, surname without particles, then first name)", () => {
  it("sorts a club's surnames as a German phone book does", () => {
    const list = [
      p("Tom", "Zander"), p("Jürgen", "Schmitt"), p("Anna", "von der Heide"), p("Marco", "van Basten"), p("Ute", "Schäfer"),
      p("Hans", "Müller"), p("Karl", "Mueller"), p("Eva", "Schmidt"), p("Piet", "de Vries"), p("Ayşe", "Özdemir"),
      p("Bernd", "Ahrens"), p("Otto", "Ober"),
    ];
    expect(names(list)).toEqual([
      "Bernd Ahrens",
      "Marco van Basten", // under B
      "Anna von der Heide", // under H
      "Karl Mueller", // "Mueller" before "Müller" = "Muller" (DIN 5007-1: ü as u)
      "Hans Müller",
      "Otto Ober",
      "Ayşe Özdemir", // Ö as O: after "Ob"
      "Ute Schäfer", // ä as a: before "Schm"
      "Eva Schmidt",
      "Jürgen Schmitt",
      "Piet de Vries", // under V
      "Tom Zander",
    ]);
  });

  it("ignores case, then orders by first name, and gives names equal but for case one order", () => {
    expect(names([p("Ben", "schmidt"), p("Anna", "Schmidt"), p("anna", "SCHMIDT")]).map((n) => n.toLowerCase())).toEqual([
      "anna schmidt",
      "anna schmidt",
      "ben schmidt",
    ]);
    const a = p("anna", "schmidt");
    const b = p("Anna", "Schmidt");
    expect(Math.sign(comparePersons(a, b))).toBe(-Math.sign(comparePersons(b, a)));
    expect(comparePersons(a, b)).not.toBe(0);
    expect(comparePersons(p("Anna", "Weiß"), p("Anna", "Weiss"))).not.toBe(0); // one order, beside each other
    expect(names([p("A", "Weiß"), p("A", "Weit"), p("A", "Weiss")])).toEqual(["A Weiss", "A Weiß", "A Weit"]);
  });

  it("files the surname without its particles, but never drops all of it", () => {
    expect(filedSurname("von der Heide")).toBe("Heide");
    expect(filedSurname("Van Basten")).toBe("Basten");
    expect(filedSurname("von und zu Guttenberg")).toBe("Guttenberg");
    expect(filedSurname("de")).toBe("de");
    expect(filedSurname("  Müller-Lüdenscheidt ")).toBe("Müller-Lüdenscheidt");
  });

  it("splits a name held as one text: from the first particle, else the last word, is the surname", () => {
    expect(splitFullName("Anna von der Heide")).toEqual(p("Anna", "von der Heide"));
    expect(splitFullName("Heide, Anna")).toEqual(p("Anna", "Heide"));
    expect(splitFullName("Hans Peter Müller")).toEqual(p("Hans Peter", "Müller"));
    expect(splitFullName("Piet de Vries")).toEqual(p("Piet", "de Vries"));
    expect(splitFullName("Zoe")).toEqual(p("", "Zoe"));
    expect(splitFullName("  ")).toEqual(p("", ""));
    const full = ["Tom Zander", "Anna von der Heide", "Ute Schäfer", "Jürgen Schmitt", "bernd ahrens", "Marco van Basten"];
    expect([...full].sort(compareFullNames)).toEqual(["bernd ahrens", "Marco van Basten", "Anna von der Heide", "Ute Schäfer", "Jürgen Schmitt", "Tom Zander"]);
  });

  it("reads numbers in names as numbers", () => {
    expect(names([p("Spieler", "10"), p("Spieler", "9")])).toEqual(["Spieler 9", "Spieler 10"]);
  });
});
