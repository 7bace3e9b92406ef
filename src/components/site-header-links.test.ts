import { describe, expect, it } from "vitest";
import { headerLinks, headerPlace } from "./site-header-links";

const organizer = { name: "Olga", role: "organizer" };
const admin = { name: "Anton", role: "admin" };
const labels = (r: ReturnType<typeof headerLinks>) => r.links.map((l) => l.label);

describe("the site header", () => {
  it("knows the table, the spectators' pages and the rest of the site by path", () => {
    for (const p of ["/tisch", "/tisch/spiel", "/tisch/ABCDEFGHJKMN"]) expect(headerPlace(p)).toBe("table");
    for (const p of ["/t/demo-klammern", "/t/demo-klammern/spieler", "/t/x/projektor", "/v/demo-verein", "/spielblock/geteilt/abc"])
      expect(headerPlace(p)).toBe("spectator");
    for (const p of ["/", "/anmelden", "/org", "/org/turniere/1", "/spielblock", "/tischkarten", "/tt/x"]) expect(headerPlace(p)).toBe("site");
  });

  it("offers nothing at the table, signed in or not", () => {
    for (const user of [null, organizer, admin]) expect(headerLinks("table", user)).toEqual({ home: false, links: [], signOut: false });
  });

  it("offers a spectator no sign-in, an organizer the usual links", () => {
    expect(headerLinks("spectator", null)).toEqual({ home: true, links: [], signOut: false });
    expect(labels(headerLinks("spectator", organizer))).toEqual(["clubs", "sheets"]);
  });

  it("offers the Spielblock, sign-in and sign-up elsewhere, organizer links (Konten for the administrator) once signed in", () => {
    expect(labels(headerLinks("site", null))).toEqual(["sheets", "signIn", "signUp"]);
    expect(labels(headerLinks("site", organizer))).toEqual(["clubs", "sheets"]);
    expect(labels(headerLinks("site", admin))).toEqual(["clubs", "sheets", "accounts"]);
    expect(headerLinks("site", admin).signOut).toBe(true);
  });
});
