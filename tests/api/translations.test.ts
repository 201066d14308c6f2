// The translation workflow (issue 42): each text's status per language, XLIFF export and import as draft changes,
// machine translation of a page into the change set (against a STAND-IN for the model:
// tests/helpers/translation-stand-in.ts), and the review of each translation (accept goes live, discard drops it).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sameStructure } from "@/lib/translations/rich-text";
import { OTHER_SITE_FILE_MESSAGE, UNKNOWN_UNITS_MESSAGE } from "@/lib/translations/constants";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";
import { standInMarker, startTranslationStandIn, type TranslationStandIn } from "../helpers/translation-stand-in";

vi.mock("next/cache", () => ({ revalidateTag: () => undefined, updateTag: () => undefined }));
vi.mock("next/headers", () => import("../helpers/next-headers-stand-in"));

const HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const SECTION = NORTHWIND.sections[0]!;
const params = (id: string) => ({ params: Promise.resolve({ id }) });

let app: AppStack;
let admin: string;
let editor: string;
let acmeAdmin: string;
let model: TranslationStandIn;
let statusRoute: typeof import("@/app/api/translations/status/route");
let exportRoute: typeof import("@/app/api/translations/export/route");
let importRoute: typeof import("@/app/api/translations/import/route");
let machineRoute: typeof import("@/app/api/translations/machine/route");
let reviewRoute: typeof import("@/app/api/change-set/changes/[id]/translations/route");
let glossaryRoute: typeof import("@/app/api/translations/glossary/route");
let sectionRoute: typeof import("@/app/api/template-sections/[id]/route");
let changeSetRoute: typeof import("@/app/api/change-set/route");

interface StatusText {
  entity: string;
  id: string;
  field: string;
  status: string;
  source: string;
  target: string;
  source_before: string | null;
  draft: string | null;
}

async function status(lang: string, token = admin, host = HOST): Promise<{ texts: StatusText[]; total: Record<string, number> }> {
  const response = await statusRoute.GET(apiRequest(host, `/api/translations/status?lang=${lang}`, { token }));
  expect(response.status).toBe(200);
  return response.json();
}

const textOf = (texts: StatusText[], id: string, field: string) => texts.find((text) => text.id === id && text.field === field);

async function exported(lang: string, scope = "all", token = admin, host = HOST): Promise<string> {
  const response = await exportRoute.GET(apiRequest(host, `/api/translations/export?lang=${lang}&scope=${scope}`, { token }));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/xliff+xml");
  return response.text();
}

const importFile = (xml: string, token = admin, host = HOST) =>
  importRoute.POST(apiRequest(host, "/api/translations/import", { method: "POST", token, body: xml }));

async function changeSet(token = admin, host = HOST) {
  const response = await changeSetRoute.GET(apiRequest(host, "/api/change-set", { token }));
  return (await response.json()) as {
    changes: { id: string; entity: string; entity_id: string; translations: { field: string; lang: string; translation: string; source: string }[] }[];
  };
}

async function openSection(id: string) {
  const response = await sectionRoute.GET(apiRequest(HOST, `/api/template-sections/${id}`, { token: admin }), params(id));
  return { row: await response.json(), etag: response.headers.get("etag")! };
}

async function saveSection(id: string, body: Record<string, unknown>) {
  const { etag } = await openSection(id);
  const request = apiRequest(HOST, `/api/template-sections/${id}`, { method: "PATCH", token: admin, body });
  request.headers.set("if-match", etag);
  const response = await sectionRoute.PATCH(request, params(id));
  expect(response.status).toBe(200);
  return response.json();
}

/** The unit's target in an exported file, replaced (a translator's edit in a CAT tool). */
function withTarget(xml: string, source: string, target: string): string {
  const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const at = xml.indexOf(`<source>${escape(source)}</source>`);
  expect(at).toBeGreaterThan(0);
  const end = xml.indexOf("</segment>", at);
  const segment = xml.slice(at, end);
  const replaced = segment.includes("<target")
    ? segment.replace(/<target[^>]*>[\s\S]*?<\/target>|<target\/>/, `<target>${target}</target>`)
    : `${segment}<target>${target}</target>`;
  return xml.slice(0, at) + replaced + xml.slice(end);
}

beforeAll(async () => {
  app = await startAppStack();
  model = await startTranslationStandIn();
  statusRoute = await import("@/app/api/translations/status/route");
  exportRoute = await import("@/app/api/translations/export/route");
  importRoute = await import("@/app/api/translations/import/route");
  machineRoute = await import("@/app/api/translations/machine/route");
  reviewRoute = await import("@/app/api/change-set/changes/[id]/translations/route");
  glossaryRoute = await import("@/app/api/translations/glossary/route");
  sectionRoute = await import("@/app/api/template-sections/[id]/route");
  changeSetRoute = await import("@/app/api/change-set/route");
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  delete process.env.TRANSLATION_MODEL_URL;
  delete process.env.TRANSLATION_MODEL_NAME;
  await model?.close();
  await app?.close();
});

beforeEach(async () => {
  await changeSetRoute.DELETE(apiRequest(HOST, "/api/change-set", { method: "DELETE", token: admin }));
  model.behave({ kind: "translate" });
  process.env.TRANSLATION_MODEL_URL = model.url;
  process.env.TRANSLATION_MODEL_NAME = "stand-in";
});

describe("status", () => {
  it("marks the Spanish and German titles outdated once the English title changes, with the source before and now", async () => {
    expect(textOf((await status("es")).texts, SECTION, "section_title")?.status).toBe("translated");
    await saveSection(SECTION, { section_title: "How we work with you" });

    const spanish = textOf((await status("es")).texts, SECTION, "section_title")!;
    expect(spanish).toMatchObject({ status: "outdated", source: "How we work with you", source_before: "How we work", target: "Cómo trabajamos" });
    expect(textOf((await status("de")).texts, SECTION, "section_title")?.status).toBe("outdated");
    // French was never translated: missing, not outdated.
    expect(textOf((await status("fr")).texts, SECTION, "section_title")?.status).toBe("missing");

    // Saving the Spanish translation afterwards makes it current again; German stays outdated.
    const { row } = await openSection(SECTION);
    await saveSection(SECTION, { section_title_translation: { ...row.section_title_translation, es: "Cómo trabajamos con usted" } });
    expect(textOf((await status("es")).texts, SECTION, "section_title")?.status).toBe("translated");
    expect(textOf((await status("de")).texts, SECTION, "section_title")?.status).toBe("outdated");
  });

  it("answers admins only, for a language the site offers other than its default", async () => {
    expect((await statusRoute.GET(apiRequest(HOST, "/api/translations/status?lang=es", { token: editor }))).status).toBe(403);
    expect((await statusRoute.GET(apiRequest(HOST, "/api/translations/status?lang=es", { token: acmeAdmin }))).status).toBe(403);
    expect((await statusRoute.GET(apiRequest(HOST, "/api/translations/status?lang=en", { token: admin }))).status).toBe(422);
    expect((await statusRoute.GET(apiRequest(HOST, "/api/translations/status?lang=xx", { token: admin }))).status).toBe(400);
  });
});

describe("XLIFF exchange", () => {
  it("imports a translator's edited unit as a draft change, live unchanged, and reports a unit whose source changed since", async () => {
    const file = await exported("de");
    const metric = NORTHWIND.sections[1]!;
    const { row: other } = await openSection(metric);
    const edited = withTarget(withTarget(file, "Client results", "Kundenergebnisse, gemessen"), other.section_description, "Veraltet");
    // The description changes after the export: its unit is reported, not applied.
    await saveSection(metric, { section_description: "<p>Outcomes, measured a year on.</p>" });

    const response = await importFile(edited);
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.applied).toBe(1);
    expect(result.skipped).toContainEqual({ unit: `template_section:${metric}:section_description`, reason: "source_changed" });

    const draft = (await changeSet()).changes.find((change) => change.entity_id === metric)!;
    expect(draft.translations).toContainEqual(
      expect.objectContaining({ field: "section_title", lang: "de", translation: "Kundenergebnisse, gemessen", source: "Client results" }),
    );
    expect((await openSection(metric)).row.section_title_translation.de).toBe("Ergebnisse unserer Kunden");
  });

  it("refuses another organisation's file, and a file naming texts this site does not have, applying nothing", async () => {
    const acmeFile = await exported("de", "all", acmeAdmin, ACME_HOST);
    const refused = await importFile(acmeFile.replace(/<target>[^<]*<\/target>/, "<target>Neu</target>"));
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toBe(OTHER_SITE_FILE_MESSAGE);

    const file = await exported("de");
    const foreign = withTarget(file, "Client results", "Neu").replaceAll(NORTHWIND.sections[1]!, "10300000-0000-4000-8000-000000000999");
    const unknown = await importFile(foreign);
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error.message).toContain(UNKNOWN_UNITS_MESSAGE);

    const malformed = await importFile("<xliff><file>");
    expect(malformed.status).toBe(422);
    expect((await changeSet()).changes).toEqual([]);
  });

  it("lets only admins export and import", async () => {
    expect((await exportRoute.GET(apiRequest(HOST, "/api/translations/export?lang=de", { token: editor }))).status).toBe(403);
    expect((await importFile(await exported("de"), editor)).status).toBe(403);
  });
});

describe("machine translation", () => {
  it("puts the page's missing French texts into the change set, rich text keeping its markup, live unchanged", async () => {
    const html = '<p>Four phases, one accountable <strong>team</strong>, and a <a href="https://example.com/plan">plan you own</a>.</p>';
    await saveSection(SECTION, { section_description: html });
    const response = await machineRoute.POST(
      apiRequest(HOST, "/api/translations/machine", { method: "POST", token: admin, body: { url_page: "/", lang: "fr" } }),
    );
    expect(response.status).toBe(200);
    const { changes } = await response.json();
    expect(changes.length).toBeGreaterThan(3);
    for (const change of changes) expect(change.text.startsWith(standInMarker("fr")) || change.text.includes(standInMarker("fr"))).toBe(true);

    const drafted = (await changeSet()).changes.flatMap((change) => change.translations.map((translation) => ({ ...translation, id: change.entity_id })));
    const description = drafted.find((translation) => translation.id === SECTION && translation.field === "section_description")!;
    expect(description.lang).toBe("fr");
    expect(description.translation).toContain(standInMarker("fr"));
    expect(description.translation).not.toBe(description.source);
    expect(sameStructure(description.source, description.translation)).toBe(true);
    expect(description.translation).toContain('<a href="https://example.com/plan"');
    expect((await openSection(SECTION)).row.section_title_translation.fr).toBeUndefined();
  });

  it("keeps a glossary term the model would otherwise translate", async () => {
    const term = await glossaryRoute.POST(
      apiRequest(HOST, "/api/translations/glossary", { method: "POST", token: admin, body: { term: "team", translations: {} } }),
    );
    expect(term.status).toBe(201);
    await machineRoute.POST(apiRequest(HOST, "/api/translations/machine", { method: "POST", token: admin, body: { url_page: "/home", lang: "fr" } }));
    const description = (await changeSet()).changes
      .find((change) => change.entity_id === SECTION)!
      .translations.find((translation) => translation.field === "section_description")!;
    expect(description.source).toContain("team");
    expect(description.translation).toContain("team");
    expect(description.translation).not.toContain("équipe");
  });

  it("leaves out a text whose glossary term or markup the model broke", async () => {
    model.behave({ kind: "disobey_glossary" });
    const response = await machineRoute.POST(
      apiRequest(HOST, "/api/translations/machine", { method: "POST", token: admin, body: { url_page: "/home", lang: "fr" } }),
    );
    const { skipped } = await response.json();
    expect(skipped).toContainEqual({ entity: "template_section", id: SECTION, field: "section_description", reason: "glossary" });
  });

  it("explains how to configure a model when there is none", async () => {
    delete process.env.TRANSLATION_MODEL_URL;
    const response = await machineRoute.POST(
      apiRequest(HOST, "/api/translations/machine", { method: "POST", token: admin, body: { url_page: "/home", lang: "fr" } }),
    );
    expect(response.status).toBe(503);
    expect((await response.json()).error.code).toBe("model_not_configured");
  });

  it("translates the home of a site whose default language is Spanish into a language just added", async () => {
    const settingsRoute = await import("@/app/api/settings/route");
    const current = await settingsRoute.GET(apiRequest(ACME_HOST, "/api/settings", { token: acmeAdmin }));
    const { supported_locales } = await current.json();
    const patch = apiRequest(ACME_HOST, "/api/settings", { method: "PATCH", token: acmeAdmin, body: { supported_locales: [...supported_locales, "fr"] } });
    patch.headers.set("if-match", current.headers.get("etag")!);
    expect((await settingsRoute.PATCH(patch)).status).toBe(200);
    const response = await machineRoute.POST(apiRequest(ACME_HOST, "/api/translations/machine", { method: "POST", token: acmeAdmin, body: { url_page: "/fr/", lang: "fr" } }));
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(200);
    expect(answer.changes.length).toBeGreaterThan(2);
  });

  it("answers 404 for a page that does not exist", async () => {
    const response = await machineRoute.POST(
      apiRequest(HOST, "/api/translations/machine", { method: "POST", token: admin, body: { url_page: "/no-such-page", lang: "fr" } }),
    );
    expect(response.status).toBe(404);
  });
});

describe("review", () => {
  it("accepts one translation live and discards another, leaving the rest in the change set", async () => {
    await machineRoute.POST(apiRequest(HOST, "/api/translations/machine", { method: "POST", token: admin, body: { url_page: "/home", lang: "fr" } }));
    const change = (await changeSet()).changes.find((entry) => entry.entity_id === SECTION)!;
    const review = (field: string, action: string, token = admin) =>
      reviewRoute.POST(
        apiRequest(HOST, `/api/change-set/changes/${change.id}/translations`, { method: "POST", token, body: { field, lang: "fr", action } }),
        params(change.id),
      );

    // An editor may not publish (the organisation's rule by default), so may not accept.
    expect((await review("section_title", "accept", editor)).status).toBe(403);
    expect((await review("section_title", "accept")).status).toBe(204);
    expect((await openSection(SECTION)).row.section_title_translation.fr).toMatch(/^\[fr\] /);
    expect((await review("section_description", "discard")).status).toBe(204);

    const after = (await changeSet()).changes.find((entry) => entry.entity_id === SECTION);
    expect(after).toBeUndefined();
    expect((await openSection(SECTION)).row.section_description_translation.fr).toBeUndefined();
  });
});
