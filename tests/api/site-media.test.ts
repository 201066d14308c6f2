// A site's own media at its short address /media/{name} (app/api/site-media, reached by the rewrite in
// next.config.ts): the host's organisation's file from Storage, never another organisation's, with Storage's
// caching, ranges and resized variants passed on.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

const NORTHWIND_HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";

let app: AppStack;
let name: string;
let PNG: Buffer;

async function open(host: string, path: string[], { query = "", headers = {} }: { query?: string; headers?: Record<string, string> } = {}) {
  const { GET } = (await import("@/app/api/site-media/[...path]/route")) as unknown as { GET: Handler };
  const request = apiRequest(host, `/media/${path.join("/")}${query}`);
  for (const [key, value] of Object.entries(headers)) request.headers.set(key, value);
  return GET(request, { params: Promise.resolve({ path }) });
}

beforeAll(async () => {
  PNG = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#0ea5e9" } }).png().toBuffer();
  app = await startAppStack();
  const token = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  const { POST } = (await import("@/app/api/media/route")) as unknown as { POST: Handler };
  const body = new FormData();
  body.set("file", new File([new Uint8Array(PNG)], "short address.png", { type: "image/png" }));
  const response = await POST(apiRequest(NORTHWIND_HOST, "/api/media", { method: "POST", token, body }), { params: Promise.resolve({}) });
  expect(response.status).toBe(201);
  const file = (await response.json()) as { path: string };
  name = file.path.slice(`${NORTHWIND.id}/`.length);
});

afterAll(async () => {
  await app?.close();
});

describe("GET /media/{name}", () => {
  it("serves the host's organisation's file as Storage stores it, with its type and validator", async () => {
    const response = await open(NORTHWIND_HOST, [name]);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it("answers a browser that holds the file with 304, and a range with 206", async () => {
    const etag = (await open(NORTHWIND_HOST, [name])).headers.get("etag");
    expect(etag).toBeTruthy();
    expect((await open(NORTHWIND_HOST, [name], { headers: { "if-none-match": etag! } })).status).toBe(304);
    const part = await open(NORTHWIND_HOST, [name], { headers: { range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(PNG.subarray(0, 8));
  });

  it("serves Storage's resized variant when a width is asked", async () => {
    const response = await open(NORTHWIND_HOST, [name], { query: "?width=20&quality=75", headers: { accept: "image/webp,*/*" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
  });

  it("never serves another organisation's file under this host's address", async () => {
    expect((await open(ACME_HOST, [name])).status).toBe(404);
  });

  it("refuses a path that climbs out of the folder, and bad variant options, with 400", async () => {
    expect((await open(NORTHWIND_HOST, ["..", NORTHWIND.id, name])).status).toBe(400);
    expect((await open(NORTHWIND_HOST, [name], { query: "?width=abc" })).status).toBe(400);
  });
});
