import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSISTANT_SOURCES, MAX_PASSAGES, MIN_RANK, type AssistantSource } from "@/lib/assistant/constants";
import { pagePath, passageText, retrievePassages } from "@/lib/assistant/retrieve";
import type { Locale } from "@/lib/i18n/locales";
import { createSeededPglite, createTestDatabase, type TestDatabase } from "@/tests/helpers/db";
import { freePort } from "@/tests/helpers/free-port";
import { NORTHWIND } from "@/tests/helpers/seed-ids";

// Retrieval against the seeded database, read as a visitor like the endpoint does: PGlite on the Postgres
// wire, or real PostgreSQL when TEST_DATABASE_URL is set.
let pglite: PGlite | undefined;
let socket: PGLiteSocketServer | undefined;
let postgres: TestDatabase | undefined;
let asAnon: typeof import("@/lib/db").asAnon;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    postgres = await createTestDatabase();
    process.env.DATABASE_URL = postgres.url;
  } else {
    pglite = await createSeededPglite();
    const port = await freePort();
    socket = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port, maxConnections: 10 });
    await socket.start();
    process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  }
  ({ asAnon } = await import("@/lib/db"));
});

afterAll(async () => {
  const { getPool } = await import("@/lib/db/pool");
  await getPool().end();
  await socket?.stop();
  await pglite?.close();
  await postgres?.close();
});

const find = (question: string, locale: Locale = "en", sources: readonly AssistantSource[] = ASSISTANT_SOURCES) =>
  asAnon((db) => retrievePassages(db, { orgId: NORTHWIND.id, defaultLocale: "en", locale, question, sources }));

describe("retrievePassages", () => {
  it("ranks the FAQ that answers the question first, with its page as the source", async () => {
    const passages = await find("how long does a diagnostic take?");
    expect(passages[0]).toMatchObject({ kind: "faq", title: "How long does a diagnostic take?", url: "/" });
    expect(passages[0].text).toMatch(/^Two weeks on site/);
    expect(passages.map((p) => p.rank)).toEqual([...passages.map((p) => p.rank)].sort((a, b) => b - a));
    expect(passages.every((p) => p.rank >= MIN_RANK)).toBe(true);
    expect(passages.length).toBeLessThanOrEqual(MAX_PASSAGES);
  });

  it("searches the translation of the viewed language with its stemmer", async () => {
    const [german] = await find("Wie lange dauert eine Analyse?", "de");
    expect(german).toMatchObject({ title: "Wie lange dauert eine Analyse?", url: "/de" });
    const [spanish] = await find("¿Cuánto duran los diagnósticos?", "es");
    expect(spanish).toMatchObject({ title: "¿Cuánto dura un diagnóstico?", url: "/es" });
  });

  it("falls back to the default language's text when a translation is missing", async () => {
    // Northwind's posts carry no French translation: the English text is searched and shown.
    const passages = await find("inventory snapshots", "fr");
    expect(passages[0]).toMatchObject({ title: "How to prepare for a diagnostic", url: "/fr/how-to-prepare-for-a-diagnostic" });
  });

  it("shows posts as plain text, without their HTML", async () => {
    const passages = await find("inventory snapshots orders");
    expect(passages[0].kind).toBe("post");
    expect(passages[0].text).not.toMatch(/[<>]/);
    expect(passages[0].text).toMatch(/Inventory snapshots/);
  });

  it("finds nothing for an unrelated question, a draft or another organisation's content", async () => {
    expect(await find("what is the capital of France")).toEqual([]);
    expect(await find("2027 outlook work in progress")).toEqual([]);
    expect(await find("Ronda Puente Nuevo baños árabes", "es")).toEqual([]);
    expect(await find("   ")).toEqual([]);
  });

  it("reads only the sources the admin allowed", async () => {
    expect((await find("how long does a diagnostic take?", "en", ["faq"])).every((p) => p.kind === "faq")).toBe(true);
    expect((await find("which data do you ask for before a diagnostic?", "en", ["knowledge_base"])).map((p) => p.title)).toEqual([
      "How to prepare for a diagnostic",
    ]);
    // The FAQ alone answers how long a diagnostic takes: without it, nothing does.
    expect(await find("how long does a diagnostic take?", "en", ["knowledge_base", "help_center"])).toEqual([]);
    expect(await find("how long does a diagnostic take?", "en", [])).toEqual([]);
  });

  it("survives questions full of search syntax and quotes", async () => {
    await expect(find(`'diagnostic' & | ! <-> "take" (:*) \\ ' OR 1=1 --`)).resolves.toBeInstanceOf(Array);
  });
});

describe("passage text", () => {
  it("decodes entities, collapses whitespace and cuts long text at a word", () => {
    expect(passageText("Fish &amp; chips\n\n  &lt;hot&gt;")).toBe("Fish & chips <hot>");
    const cut = passageText(`${"word ".repeat(200)}end`, 50);
    expect(cut.length).toBeLessThanOrEqual(51);
    expect(cut.endsWith("word…")).toBe(true);
  });

  it("links the home page as /", () => {
    expect(pagePath("/home")).toBe("/");
    expect(pagePath(null)).toBe("/");
    expect(pagePath("/services")).toBe("/services");
  });
});
