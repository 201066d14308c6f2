// The translation glossary (issue 42): an organisation's admins keep terms never to translate and terms with a
// fixed translation per language; its editors read them; nobody else sees or changes them.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GLOSSARY_TERM_NOT_FOUND_MESSAGE, GLOSSARY_TERM_TAKEN_MESSAGE } from "@/lib/translations/glossary/constants";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

vi.mock("next/cache", () => ({ revalidateTag: () => undefined, updateTag: () => undefined }));
vi.mock("next/headers", () => import("../helpers/next-headers-stand-in"));

const HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const PATH = "/api/translations/glossary";

let app: AppStack;
let admin: string;
let editor: string;
let acmeAdmin: string;
let listRoute: typeof import("@/app/api/translations/glossary/route");
let termRoute: typeof import("@/app/api/translations/glossary/[id]/route");

beforeAll(async () => {
  app = await startAppStack();
  listRoute = await import("@/app/api/translations/glossary/route");
  termRoute = await import("@/app/api/translations/glossary/[id]/route");
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

const list = (token: string, host = HOST) => listRoute.GET(apiRequest(host, PATH, { token }));
const add = (token: string, body: unknown, host = HOST) => listRoute.POST(apiRequest(host, PATH, { method: "POST", token, body }));
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const change = (token: string, id: string, body: unknown, host = HOST) =>
  termRoute.PATCH(apiRequest(host, `${PATH}/${id}`, { method: "PATCH", token, body }), params(id));
const remove = (token: string, id: string, host = HOST) => termRoute.DELETE(apiRequest(host, `${PATH}/${id}`, { method: "DELETE", token }), params(id));

async function terms(token: string, host = HOST): Promise<{ id: string; term: string; translations: Record<string, string> }[]> {
  const response = await list(token, host);
  expect(response.status).toBe(200);
  return (await response.json()).terms;
}

describe("the glossary", () => {
  it("lets an admin add a brand never to translate and a term with fixed translations, edit and delete them", async () => {
    const brand = await add(admin, { term: "  Northwind Fieldwork ", note: "Our product line" });
    expect(brand.status).toBe(201);
    const brandRow = await brand.json();
    expect(brandRow).toMatchObject({ term: "Northwind Fieldwork", translations: {}, note: "Our product line" });
    expect(brandRow).not.toHaveProperty("organization_id");

    const audit = await add(admin, { term: "site audit", translations: { de: " Standortprüfung ", fr: "audit de site" } });
    expect(audit.status).toBe(201);
    const auditRow = await audit.json();
    expect(auditRow.translations).toEqual({ de: "Standortprüfung", fr: "audit de site" });

    expect((await terms(admin)).map((row) => row.term)).toEqual(["Northwind Fieldwork", "site audit"]);

    const edited = await change(admin, auditRow.id, { translations: { de: "Vor-Ort-Prüfung" } });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ term: "site audit", translations: { de: "Vor-Ort-Prüfung" } });

    expect((await remove(admin, auditRow.id)).status).toBe(204);
    expect((await terms(admin)).map((row) => row.term)).toEqual(["Northwind Fieldwork"]);
    expect((await remove(admin, auditRow.id)).status).toBe(404);
  });

  it("refuses a term already in the glossary, in any case, with a clear message", async () => {
    const first = await add(admin, { term: "Tailwind Audit" });
    expect(first.status).toBe(201);
    const again = await add(admin, { term: "tailwind audit" });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatchObject({ code: "conflict", message: GLOSSARY_TERM_TAKEN_MESSAGE, fields: { term: GLOSSARY_TERM_TAKEN_MESSAGE } });

    const other = await (await add(admin, { term: "Field report" })).json();
    const renamed = await change(admin, other.id, { term: "TAILWIND AUDIT" });
    expect(renamed.status).toBe(409);
    expect((await renamed.json()).error.message).toBe(GLOSSARY_TERM_TAKEN_MESSAGE);
    // The refused rename left the term as it was.
    expect((await terms(admin)).find((row) => row.id === other.id)?.term).toBe("Field report");
  });

  it("answers bad input with a message per field", async () => {
    const blank = await add(admin, { term: "   ", translations: { de: "" } });
    expect(blank.status).toBe(400);
    const { error } = await blank.json();
    expect(error.code).toBe("bad_request");
    expect(error.fields).toMatchObject({ term: "Please enter a term.", "translations.de": expect.any(String) });

    const unknownLanguage = await add(admin, { term: "Harbour", translations: { xx: "Hafen" } });
    expect(unknownLanguage.status).toBe(400);
    expect(Object.keys((await unknownLanguage.json()).error.fields)).toEqual([expect.stringMatching(/^translations/)]);

    const tooLong = await add(admin, { term: "x".repeat(201) });
    expect((await tooLong.json()).error.fields).toEqual({ term: "At most 200 characters." });

    const term = await (await add(admin, { term: "Harbour" })).json();
    const emptyPatch = await change(admin, term.id, {});
    expect(emptyPatch.status).toBe(400);
    expect((await change(admin, "not-a-uuid", { term: "Port" })).status).toBe(404);
  });

  it("lets an editor read the glossary but not change it", async () => {
    const term = await (await add(admin, { term: "Northwind Insights" })).json();
    expect((await terms(editor)).map((row) => row.term)).toContain("Northwind Insights");

    const added = await add(editor, { term: "Something" });
    expect(added.status).toBe(403);
    expect((await change(editor, term.id, { term: "Renamed" })).status).toBe(403);
    expect((await remove(editor, term.id)).status).toBe(403);
    expect((await terms(admin)).find((row) => row.id === term.id)?.term).toBe("Northwind Insights");
  });

  it("keeps each organisation's glossary its own", async () => {
    const term = await (await add(admin, { term: "Northwind Compass" })).json();
    expect((await terms(acmeAdmin, ACME_HOST)).map((row) => row.term)).not.toContain("Northwind Compass");

    // On Acme's host, Acme's admin reaches only Acme's rows: Northwind's term is not there.
    const changed = await change(acmeAdmin, term.id, { term: "Stolen" }, ACME_HOST);
    expect(changed.status).toBe(404);
    expect((await changed.json()).error.message).toBe(GLOSSARY_TERM_NOT_FOUND_MESSAGE);
    expect((await remove(acmeAdmin, term.id, ACME_HOST)).status).toBe(404);
    // On Northwind's host Acme's admin is no admin at all.
    expect((await list(acmeAdmin)).status).toBe(403);
    expect((await change(acmeAdmin, term.id, { term: "Stolen" })).status).toBe(403);

    // Acme may hold the same term in its own glossary.
    expect((await add(acmeAdmin, { term: "Northwind Compass" }, ACME_HOST)).status).toBe(201);
    expect((await terms(admin)).find((row) => row.id === term.id)?.term).toBe("Northwind Compass");
  });

  it("asks for a session", async () => {
    const response = await listRoute.GET(apiRequest(HOST, PATH));
    expect(response.status).toBe(401);
  });
});
