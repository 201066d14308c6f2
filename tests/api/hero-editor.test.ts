import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Issue 14 "Bad input": the hero's sizes and colours come from the spec's sets (001 §9), image sizes are
// whole pixels from 50 up, and links are web addresses or site paths: anything else is 400 with a field message.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

let app: AppStack;
let token: string;
const HOST = "localhost:3000";
const HERO = NORTHWIND.hero;

function send(handler: unknown, { method, params = {}, body, ifMatch }: { method: string; params?: Record<string, string>; body?: unknown; ifMatch?: string }) {
  const request = apiRequest(HOST, "/api/x", { method, token, body });
  if (ifMatch) request.headers.set("if-match", ifMatch);
  return (handler as Handler)(request, { params: Promise.resolve(params) });
}

const itemRoute = () => import("@/app/api/heroes/[id]/route");

async function stored(id = HERO) {
  const response = await send((await itemRoute()).GET, { method: "GET", params: { id } });
  return { status: response.status, etag: response.headers.get("etag") ?? "", row: await response.json() };
}

const patch = async (body: unknown, ifMatch: string, id = HERO) => send((await itemRoute()).PATCH, { method: "PATCH", params: { id }, body, ifMatch });

const TITLE_STYLE = {
  color: "gray-800",
  size: { desktop: "text-6xl", mobile: "text-4xl" },
  alignment: "center",
  blockWidth: "4xl",
  blockColumns: 1,
  is_gradient: true,
  gradient: { from: "from-blue-600", via: "via-purple-600", to: "to-pink-600" },
};

beforeAll(async () => {
  app = await startAppStack();
  token = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("hero editor API: bad input", () => {
  it.each([
    ["a title size outside text-lg … text-7xl", { title_style: { ...TITLE_STYLE, size: { desktop: "text-9xl", mobile: "text-4xl" } } }, "title_style.size.desktop"],
    ["a description size outside text-xs … text-7xl", { description_style: { size: { desktop: "text-lg", mobile: "huge" } } }, "description_style.size.mobile"],
    ["a content width outside 2xl … full", { title_style: { blockWidth: "8xl" } }, "title_style.blockWidth"],
    ["a title colour that is CSS", { title_style: { color: "red; position: fixed" } }, "title_style.color"],
    ["a background gradient stop that is not a colour class", { background_style: { is_gradient: true, gradient: { from: "url(x)" } } }, "background_style.gradient.from"],
    ["a button colour outside the palette", { button_style: { color: "sky-555" } }, "button_style.color"],
    ["a negative image width", { image_style: { width: -20 } }, "image_style.width"],
    ["an image narrower than 50 px", { image_style: { width: 20 } }, "image_style.width"],
    ["a huge image height", { image_style: { height: 100_000 } }, "image_style.height"],
    ["an image size that is not whole pixels", { image_style: { width: 120.5 } }, "image_style.width"],
    ["a javascript: button URL", { button_style: { url: "javascript:alert(1)" } }, "button_style.url"],
    ["a javascript: image", { image: "javascript:alert(1)" }, "image"],
    ["more than three columns", { background_style: { column: 4 } }, "background_style.column"],
    ["an empty title", { title: "   " }, "title"],
  ])("answers 400 with a field message for %s, and stores nothing", async (_name, body, field) => {
    const before = await stored();
    const response = await patch(body, before.etag);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(typeof error.fields[field]).toBe("string");
    expect(error.fields[field].length).toBeGreaterThan(0);
    expect((await stored()).etag).toBe(before.etag);
  });

  it("refuses a bad size on a new hero too", async () => {
    const { POST } = await import("@/app/api/heroes/route");
    const response = await send(POST, { method: "POST", body: { title: "Bad", title_style: { size: { desktop: "text-[200px]", mobile: "text-4xl" } }, url_page: "/home", after: null } });
    expect(response.status).toBe(400);
  });
});

describe("hero editor API: what the dialog sends", () => {
  it("stores the style objects whole, with prefixed gradient stops and auto image sizes", async () => {
    const before = await stored();
    const body = {
      title: "Clarity for complex decisions",
      title_style: TITLE_STYLE,
      description_style: { color: "gray-600", size: { desktop: "text-lg", mobile: "text-base" }, weight: "medium" },
      image_style: { position: "left", fullPage: false, width: 420, height: null },
      background_style: { column: 2, color: "white", is_gradient: true, gradient: { from: "from-blue-50", via: "via-white", to: "to-purple-50" }, seo_title: "News" },
      button_style: { aboveDescription: true, isVideo: false, url: "/products", color: "sky-600", gradient: { from: "from-sky-600", via: "via-sky-500", to: "to-sky-700" } },
      animation_element: "LetterGlitch",
    };
    const response = await patch(body, before.etag);
    expect(response.status).toBe(200);
    expect((await stored()).row).toMatchObject(body);
    // Back to the seed's hero for the other suites.
    const restore = await stored();
    const { title, title_style, description_style, image_style, background_style, button_style, animation_element } = before.row;
    expect((await patch({ title, title_style, description_style, image_style, background_style, button_style, animation_element }, restore.etag)).status).toBe(200);
  });

  it("creates a hero on a page, reads it back, and deletes it with its version", async () => {
    const { POST } = await import("@/app/api/heroes/route");
    const page = `/hero-${Date.now()}`;
    const created = await send(POST, { method: "POST", body: { title: "Welcome", button: "Get Started", url_page: page, after: null } });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const read = await stored(id);
    expect(read.status).toBe(200);
    expect(read.row).toMatchObject({ title: "Welcome", button: "Get Started", url_page: page });
    const removed = await send((await itemRoute()).DELETE, { method: "DELETE", params: { id }, ifMatch: read.etag });
    expect(removed.status).toBe(200);
    expect((await stored(id)).status).toBe(404);
  });
});
