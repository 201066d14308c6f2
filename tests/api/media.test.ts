// The media library's API (issue 12): uploads checked by their bytes and stored in the organisation's folder of
// the media bucket as the admin, the catalogue, alt text, deletion, and every refusal storing nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let app: AppStack;
let admin: string;
let otherAdmin: string;
let customer: string;
const HOST = "localhost:3000";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000003000000020806000000b8e6c1d40000001149444154789c63f8ffff3f03042c0c0c00001efb03fd6c2d3d4b0000000049454e44ae426082", "hex");

function form(bytes: Uint8Array | string, name: string, type: string, alt?: string) {
  const body = new FormData();
  body.set("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }));
  if (alt !== undefined) body.set("alt", alt);
  return body;
}

async function call(module: Promise<Record<string, unknown>>, method: string, init: { token?: string; body?: unknown; params?: Record<string, string>; path?: string } = {}) {
  const handler = (await module)[method] as Handler;
  const request = apiRequest(HOST, init.path ?? "/api/media", { method, token: init.token, body: init.body });
  return handler(request, { params: Promise.resolve(init.params ?? {}) });
}

const collection = () => import("@/app/api/media/route");
const item = () => import("@/app/api/media/[id]/route");
/** A file's public URL is relative to the site (which proxies it to Storage); here Storage is asked directly. */
const openPublic = (url: string) => fetch(new URL(url, app.auth.url));
const list = async (token = admin) => (await (await call(collection(), "GET", { token })).json()).files as { id: string; file_name: string; url: string; alt: string; width: number; height: number }[];

beforeAll(async () => {
  app = await startAppStack();
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  otherAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
  customer = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
});

afterAll(async () => {
  await app?.close();
});

describe("the media library", () => {
  it("uploads an image into the organisation's folder, with its size, and serves it publicly", async () => {
    const response = await call(collection(), "POST", { token: admin, body: form(PNG, "Team photo.png", "image/png", "The team") });
    expect(response.status).toBe(201);
    const file = await response.json();
    expect(file).toMatchObject({ file_name: "Team photo.png", kind: "image", mime_type: "image/png", width: 3, height: 2, alt: "The team" });
    expect(file.path).toMatch(new RegExp(`^${NORTHWIND.id}/[0-9a-f]{8}-team-photo\\.png$`));
    const served = await openPublic(file.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    expect((await list()).map((entry) => entry.id)).toContain(file.id);
  });

  it("stores an SVG sanitised, and it is served so it cannot run script", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20" fill="#0ea5e9"/></svg>';
    const response = await call(collection(), "POST", { token: admin, body: form(svg, "logo.svg", "image/svg+xml") });
    expect(response.status).toBe(201);
    const file = await response.json();
    expect(file).toMatchObject({ width: 40, height: 20 });
    const served = await openPublic(file.url);
    expect(await served.text()).not.toMatch(/script|onload/);
    expect(served.headers.get("content-security-policy")).toMatch(/sandbox/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("searches by name and alt text, changes alt text, and deletes a file everywhere", async () => {
    const file = await (await call(collection(), "POST", { token: admin, body: form(PNG, "harbour.png", "image/png") })).json();
    const found = await (await call(collection(), "GET", { token: admin, path: "/api/media?search=harbour" })).json();
    expect(found.files.map((entry: { id: string }) => entry.id)).toEqual([file.id]);

    const patched = await call(item(), "PATCH", { token: admin, params: { id: file.id }, body: { alt: "The harbour at dawn" } });
    expect(await patched.json()).toMatchObject({ alt: "The harbour at dawn" });

    expect((await call(item(), "DELETE", { token: admin, params: { id: file.id } })).status).toBe(204);
    expect((await openPublic(file.url)).status).toBe(404);
    expect((await list()).map((entry) => entry.id)).not.toContain(file.id);
    expect((await call(item(), "DELETE", { token: admin, params: { id: file.id } })).status).toBe(404);
  });
});

describe("refusals store nothing", () => {
  it.each([
    ["an empty file", form("", "empty.png", "image/png"), /empty/, "empty"],
    ["text posing as an image", form("hello", "notes.png", "image/png"), /cannot be added/, "unknown_type"],
    ["a PNG declared as a JPEG", form(PNG, "photo.jpg", "image/jpeg"), /says it is image\/jpeg but its contents are image\/png/, "type_mismatch"],
    ["HTML", form("<html><script>alert(1)</script></html>", "page.html", "text/html"), /cannot be added/, "unknown_type"],
    ["a name with control characters", form(PNG, "bad\u0007name.png", "image/png"), /control characters/, undefined],
  ])("%s gets a clear 400", async (_what, body, message, reason) => {
    const before = (await list()).length;
    const response = await call(collection(), "POST", { token: admin, body });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.fields.file).toMatch(message);
    // The gallery says the reason in the admin's language.
    expect(error.reason).toBe(reason);
    expect((await list()).length).toBe(before);
  });

  it("an image over 10 MB is refused with the limit named", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await call(collection(), "POST", { token: admin, body: form(big, "huge.png", "image/png") });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields.file).toMatch(/up to 10 MB/);
  });

  it("a visitor gets 401, a customer and another organisation's admin 403", async () => {
    expect((await call(collection(), "POST", { body: form(PNG, "a.png", "image/png") })).status).toBe(401);
    expect((await call(collection(), "POST", { token: customer, body: form(PNG, "a.png", "image/png") })).status).toBe(403);
    expect((await call(collection(), "GET", { token: otherAdmin })).status).toBe(403);
  });

  it("another organisation's admin never sees, changes or deletes Northwind's files through their own site", async () => {
    const [file] = await list();
    const acme = (method: string, init: Record<string, unknown>) => {
      const request = apiRequest("acme.localhost:3000", "/api/media", { method, token: otherAdmin, ...init });
      return import("@/app/api/media/[id]/route").then((module) => (module[method as "PATCH" | "DELETE"] as Handler)(request, { params: Promise.resolve({ id: file.id }) }));
    };
    expect((await acme("PATCH", { body: { alt: "taken" } })).status).toBe(404);
    expect((await acme("DELETE", {})).status).toBe(404);
    expect((await openPublic(file.url)).status).toBe(200);
  });
});
