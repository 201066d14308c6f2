import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 13 "Bad input": gradient stops and background colours are colour classes, never arbitrary text.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let app: AppStack;
let token: string;
const HOST = "localhost:3000";
const SECTION = NORTHWIND.sections[0];

function send(handler: unknown, { method, params = {}, body, ifMatch }: { method: string; params?: Record<string, string>; body?: unknown; ifMatch?: string }) {
  const request = apiRequest(HOST, "/api/x", { method, token, body });
  if (ifMatch) request.headers.set("if-match", ifMatch);
  return (handler as Handler)(request, { params: Promise.resolve(params) });
}

async function stored() {
  const { GET } = await import("@/app/api/template-sections/[id]/route");
  const response = await send(GET, { method: "GET", params: { id: SECTION } });
  return { etag: response.headers.get("etag") ?? "", row: await response.json() };
}

const patch = async (body: unknown, ifMatch: string) =>
  send((await import("@/app/api/template-sections/[id]/route")).PATCH, { method: "PATCH", params: { id: SECTION }, body, ifMatch });

beforeAll(async () => {
  app = await startAppStack();
  token = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("template section colours", () => {
  it.each([
    ["a gradient stop that is not a colour class", { is_gradient: true, gradient: { from: "url(javascript:alert(1))", to: "sky-500" } }, "gradient.from"],
    ["a gradient stop with a class injection", { gradient: { from: "sky-500 hidden", to: "sky-500" } }, "gradient.from"],
    ["a background colour that is CSS", { background_color: "red; position: fixed" }, "background_color"],
    ["a background colour outside the palette", { background_color: "sky-555" }, "background_color"],
  ])("answers 400 with a field message for %s, and stores nothing", async (_name, body, field) => {
    const before = await stored();
    const response = await patch(body, before.etag);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields[field]).toMatch(/colour class/);
    expect((await stored()).etag).toBe(before.etag);
  });

  it("refuses a bad colour on a new section too", async () => {
    const { POST } = await import("@/app/api/template-sections/route");
    const response = await send(POST, { method: "POST", body: { section_title: "Bad colours", url_page: "/home", after: null, background_color: "#zzz" } });
    expect(response.status).toBe(400);
  });

  it("accepts palette names with or without their prefix, and empty stops", async () => {
    const before = await stored();
    const body = { background_color: "gray-50", is_gradient: true, gradient: { from: "from-orange-400", via: "", to: "pink-500" } };
    const response = await patch(body, before.etag);
    expect(response.status).toBe(200);
    expect((await stored()).row).toMatchObject(body);
  });
});

describe("template section descriptions (spec 002 §5)", () => {
  it("stores a description as sanitised rich text: marks kept, script and handlers gone, in every language", async () => {
    const before = await stored();
    const body = {
      section_description: '<p><strong>Bold</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
      section_description_translation: { es: '<p onclick="x()">Hola <a href="javascript:alert(3)">enlace</a></p>' },
    };
    expect((await patch(body, before.etag)).status).toBe(200);
    const { row } = await stored();
    expect(row.section_description).toBe("<p><strong>Bold</strong></p>");
    expect(row.section_description_translation.es).toBe('<p>Hola <a rel="noopener">enlace</a></p>');
  });

  it("sanitises the description of a new section", async () => {
    const { POST } = await import("@/app/api/template-sections/route");
    const response = await send(POST, { method: "POST", body: { section_title: "Rich", section_description: "<ul><li>One</li></ul><iframe src=x></iframe>", url_page: "/home", after: null } });
    expect(response.status).toBe(201);
    expect((await response.json()).section_description).toBe("<ul><li>One</li></ul>");
  });
});
