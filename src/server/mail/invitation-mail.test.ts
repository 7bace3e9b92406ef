// Invitation links are mailed when the server has mail settings (SMTP_URL), through a real SMTP client to a local
// SMTP server; without settings, or when the mail server refuses, the invitation stands and the owner passes the
// link on.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, drivers, type TestDb } from "../../../test/db";
import { callerFor, makeUser } from "../../../test/services";
import { startSmtpSink, type SmtpSink } from "../../../test/smtp-sink";
import type { SessionUser } from "../services/_shared/context";
import { provideMailer, smtpMailer } from "./mailer";
import { mailSettings, parseConfig } from "../config";

const LINK_BASE = "https://turnier.example";

describe.each(drivers)("invitation mail (%s)", (driver) => {
  let t: TestDb;
  let sink: SmtpSink;
  let owner: SessionUser;
  let clubId: string;

  beforeAll(async () => {
    t = await createTestDb(driver);
    sink = await startSmtpSink();
    owner = await makeUser(t.db, "Olga");
    clubId = (await callerFor(t.db, owner).club.create({ name: "Herz Dame Homburg" })).id;
  });
  afterEach(() => provideMailer(null));
  afterAll(async () => {
    await sink?.close();
    await t?.dispose();
  });

  const invite = (email: string) => callerFor(t.db, owner).club.inviteOrganizer({ clubId, email, role: "owner" });

  it("mails the link to the invited address; the link from the mail accepts", async () => {
    provideMailer(smtpMailer(sink.url, "Stichfest <turnier@verein.example>", `${LINK_BASE}/`));
    const invitation = await invite("eingeladen@example.org");
    expect(invitation.mailed).toBe(true);
    const mail = sink.mails.at(-1)!;
    expect(mail.to).toEqual(["eingeladen@example.org"]);
    expect(mail.raw).toContain("Herz Dame Homburg");
    expect(mail.raw).toContain(`${owner.name} lädt Sie in den Verein`);
    expect(mail.raw).toContain("als Eigentümer");
    const link = new RegExp(`${LINK_BASE}/einladung/([A-Za-z0-9_-]{43})`).exec(mail.raw);
    expect(link?.[1]).toBe(invitation.token);
    const invitee = await makeUser(t.db, "Ida");
    expect(await callerFor(t.db, invitee).invitation.accept({ token: link![1]! })).toEqual({ clubId, role: "owner" });
  });

  it("mails a new link when the owner issues one", async () => {
    provideMailer(smtpMailer(sink.url, "Stichfest <turnier@verein.example>", LINK_BASE));
    const first = await invite("neuer-link@example.org");
    const renewed = await callerFor(t.db, owner).club.renewInvitationLink({ clubId, invitationId: first.id });
    expect(renewed.mailed).toBe(true);
    expect(sink.mails.at(-1)!.raw).toContain(`${LINK_BASE}/einladung/${renewed.token}`);
  });

  it("without mail settings nothing is mailed; a refusing mail server leaves the invitation standing", async () => {
    const before = sink.mails.length;
    expect((await invite("ohne-mail@example.org")).mailed).toBeNull();
    expect(sink.mails.length).toBe(before);

    provideMailer(smtpMailer(sink.url, "Stichfest <turnier@verein.example>", LINK_BASE));
    sink.refuse = true;
    try {
      const refused = await invite("abgewiesen@example.org");
      expect(refused.mailed).toBe(false);
      const pending = await callerFor(t.db, owner).club.listInvitations({ clubId });
      expect(pending.map((p) => p.email)).toContain("abgewiesen@example.org");
      const invitee = await makeUser(t.db, "Abe");
      expect((await callerFor(t.db, invitee).invitation.accept({ token: refused.token })).clubId).toBe(clubId);
    } finally {
      sink.refuse = false;
    }
  });
});

describe("mail settings", () => {
  const secret = "s".repeat(32);

  it("mail only with SMTP_URL, links on PUBLIC_URL or NEXTAUTH_URL, the SMTP password never printed", () => {
    expect(mailSettings(parseConfig({ NEXTAUTH_SECRET: secret }))).toBeNull();
    expect(mailSettings(parseConfig({ NEXTAUTH_SECRET: secret, SMTP_URL: "smtp://a:b@mail.example:587", NEXTAUTH_URL: "https://turnier.example" }))).toEqual({
      url: "smtp://a:b@mail.example:587",
      from: "Stichfest <stichfest@turnier.example>",
      linkBase: "https://turnier.example",
    });
    expect(
      mailSettings(parseConfig({ NEXTAUTH_SECRET: secret, SMTP_URL: "smtps://mail.example", PUBLIC_URL: "http://10.0.0.2:3000", MAIL_FROM: "Verein <v@x.example>" })),
    ).toMatchObject({ from: "Verein <v@x.example>", linkBase: "http://10.0.0.2:3000" });
    expect(() => parseConfig({ NEXTAUTH_SECRET: secret, SMTP_URL: "smtp://a:geheim@mail.example" })).toThrow(
      /^Configuration error: SMTP_URL needs PUBLIC_URL or NEXTAUTH_URL/,
    );
    const bad = () => parseConfig({ NEXTAUTH_SECRET: secret, SMTP_URL: "http://a:geheim@mail.example", NEXTAUTH_URL: "https://x.example" });
    expect(bad).toThrow(/^Configuration error: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(bad).not.toThrow(/geheim/);
  });
});
