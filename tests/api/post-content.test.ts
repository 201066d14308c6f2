import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST_BODY_LIMIT_BYTES } from "@/lib/posts/body-limit";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Post content is stored sanitised (issue 15 scope 4, "Bad input and faults"): POST /api/posts and PATCH
// /api/posts/{slug} clean content and every translation of it on write, landing pages included; oversized
// bodies get a clear 400 or 413; another organisation's posts stay out of reach.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const DIRTY = '<p>Kept</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a><iframe src="https://evil.example/embed/abcdefgh"></iframe>';
const CLEAN = '<p>Kept</p><img src="x" /><a rel="noopener">link</a>';
const YOUTUBE = '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Demo" onload="alert(1)" srcdoc="<b>x</b>"></iframe>';

let app: AppStack;
let admin: string;
let acmeAdmin: string;
let createRoute: { POST: (request: Request) => Promise<Response> };
let postRoute: Record<"GET" | "PATCH" | "DELETE", Handler>;

const create = (body: unknown, { token = admin, host = HOST } = {}) =>
  createRoute.POST(apiRequest(host, "/api/posts", { method: "POST", token, body }));

function patch(slug: string, body: unknown, { token = admin, host = HOST, headers = {} as Record<string, string> } = {}) {
  const request = apiRequest(host, `/api/posts/${slug}`, { method: "PATCH", token, body });
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return postRoute.PATCH(request, { params: Promise.resolve({ slug }) });
}

/** The row as stored, read past row level security. */
async function stored(slug: string, orgId: string = NORTHWIND.id) {
  const { rows } = await app.auth.db.query<{ content: string | null; content_translation: Record<string, string>; title: string }>(
    "select content, content_translation, title from blog_posts where organization_id = $1 and slug = $2",
    [orgId, slug],
  );
  return rows[0];
}

let counter = 0;
const uniqueSlug = (name: string) => `${name}-${Date.now()}-${++counter}`;

beforeAll(async () => {
  app = await startAppStack();
  createRoute = await import("@/app/api/posts/route");
  postRoute = (await import("@/app/api/posts/[slug]/route")) as unknown as typeof postRoute;
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("content is stored sanitised", () => {
  it("on POST /api/posts: content and every translation, answered as stored", async () => {
    const slug = uniqueSlug("dirty-create");
    const response = await create({ slug, title: "<b>Plain title</b>", content: DIRTY, content_translation: { es: DIRTY, de: `<h2 id="__xss">Plan</h2>` } });
    expect(response.status).toBe(201);
    const answered = await response.json();
    expect(answered).toMatchObject({ content: CLEAN, content_translation: { es: CLEAN, de: "<h2>Plan</h2>" } });
    // Titles are plain text, escaped wherever they are shown: kept as typed.
    expect(await stored(slug)).toEqual({ content: CLEAN, content_translation: { es: CLEAN, de: "<h2>Plan</h2>" }, title: "<b>Plain title</b>" });
  });

  it("on PATCH /api/posts/{slug}", async () => {
    const slug = uniqueSlug("dirty-patch");
    expect((await create({ slug, title: "Patch me", content: "<p>Clean</p>" })).status).toBe(201);
    const response = await patch(slug, { content: DIRTY, content_translation: { fr: DIRTY } });
    expect(response.status).toBe(200);
    expect(await stored(slug)).toMatchObject({ content: CLEAN, content_translation: { fr: CLEAN } });
  });

  it("keeps a recognised video player with its fixed attributes and drops the rest of it", async () => {
    const slug = uniqueSlug("video");
    expect((await create({ slug, title: "Video", content: `<p>Watch</p>${YOUTUBE}` })).status).toBe(201);
    const { content } = await stored(slug);
    expect(content).toMatch(/^<p>Watch<\/p><iframe src="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ" title="Demo" allow="[^"]+" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" sandbox="[^"]+"><\/iframe>$/);
    expect(content).not.toMatch(/onload|srcdoc/);
  });

  it("sanitises a landing page's HTML the same way", async () => {
    const slug = uniqueSlug("landing");
    const html = '<section class="landing"><h1>Offer</h1><form action="https://evil.example"><input name="card"></form><p onmouseover="alert(1)">Book now</p></section>';
    const response = await create({ slug, title: "Offer", content: html, display_config: { type: "landing" } });
    expect(response.status).toBe(201);
    expect((await stored(slug)).content).toBe('<section class="landing"><h1>Offer</h1><p>Book now</p></section>');
  });

  it("changes nothing else: a PATCH without content leaves the stored content alone", async () => {
    const slug = uniqueSlug("untouched");
    await create({ slug, title: "Untouched", content: "<p>Body</p>" });
    expect((await patch(slug, { description: "New description" })).status).toBe(200);
    expect((await stored(slug)).content).toBe("<p>Body</p>");
  });
});

describe("bad input", () => {
  it("answers a 5 MB body with 400 naming the content field, and stores nothing", async () => {
    const slug = uniqueSlug("huge");
    const response = await create({ slug, title: "Huge", content: `<p>${"a".repeat(5 * 1024 * 1024)}</p>` });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: "bad_request", fields: { content: expect.any(String) } });
    expect(await stored(slug)).toBeUndefined();
  });

  it("refuses a body declared over the limit with 413 before reading it", async () => {
    const slug = uniqueSlug("declared");
    const request = apiRequest(HOST, "/api/posts", { method: "POST", token: admin, body: { slug, title: "x" } });
    request.headers.set("content-length", String(POST_BODY_LIMIT_BYTES + 1));
    const response = await createRoute.POST(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "payload_too_large", message: expect.any(String) } });
    const patched = await patch("about", { title: "x" }, { headers: { "content-length": String(POST_BODY_LIMIT_BYTES + 1) } });
    expect(patched.status).toBe(413);
  });

  it.each([
    ["a slug with upper case and spaces", { slug: "Not A Slug", title: "x" }, "slug"],
    ["a section_id that is not an integer", { slug: "section-text", title: "x", organization_config: { section_id: "1" } }, "organization_config.section_id"],
    ["a content that is not text", { slug: "content-list", title: "x", content: ["<p>x</p>"] }, "content"],
  ])("answers 400 with a field message for %s", async (_name, body, field) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toHaveProperty([field]);
  });
});

describe("another organisation's posts", () => {
  it("can neither be read nor written from another site, whatever the admin's rights there", async () => {
    const acmeOnly = "senderismo-en-anaga";
    const before = await stored(acmeOnly, ACME.id);
    // Northwind's admin on Northwind's site: Acme's post is not there.
    expect((await patch(acmeOnly, { content: DIRTY })).status).toBe(404);
    const get = await postRoute.GET(apiRequest(HOST, `/api/posts/${acmeOnly}`, { token: admin }), { params: Promise.resolve({ slug: acmeOnly }) });
    expect(get.status).toBe(404);
    // Northwind's admin on Acme's site is no admin there.
    expect((await patch(acmeOnly, { content: DIRTY }, { host: ACME_HOST })).status).toBe(403);
    expect((await create({ slug: uniqueSlug("intruder"), title: "x" }, { host: ACME_HOST })).status).toBe(403);
    expect(await stored(acmeOnly, ACME.id)).toEqual(before);
    // Acme's admin on their own site can.
    expect((await patch(acmeOnly, { content: "<p>Anaga</p><script>x</script>" }, { token: acmeAdmin, host: ACME_HOST })).status).toBe(200);
    expect((await stored(acmeOnly, ACME.id)).content).toBe("<p>Anaga</p>");
  });
});
