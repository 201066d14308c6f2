import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// What Create Page and the Site Map ask of the server (spec 001 §3, §5, §9): a new page's order, its unique
// slug, and the site index with the menus.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const HOST = "localhost:3000";
let app: AppStack;
let adminToken: string;
let acmeAdminToken: string;

const createPost = async (body: unknown, token = adminToken) =>
  ((await import("@/app/api/posts/route")).POST as Handler)(apiRequest(HOST, "/api/posts", { method: "POST", token, body }), { params: Promise.resolve({}) });
const siteIndex = async (token = adminToken) =>
  ((await import("@/app/api/site-index/route")).GET as Handler)(apiRequest(HOST, "/api/site-index", { method: "GET", token }), { params: Promise.resolve({}) });
const orderOf = async (response: Response) => ((await response.json()) as { organization_config: { order: number } }).organization_config.order;

beforeAll(async () => {
  app = await startAppStack();
  adminToken = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  acmeAdminToken = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close();
});

describe("POST /api/posts for a new page", () => {
  it("gives a page without an order the highest order plus 1, and keeps an order it names", async () => {
    const stamp = Date.now();
    const page = { title: "Careers", display_config: { display_this_post: true, display_as_blog_post: false } };
    const first = await createPost({ ...page, slug: `careers-${stamp}` });
    expect(first.status).toBe(201);
    const second = await createPost({ ...page, slug: `jobs-${stamp}` });
    expect(await orderOf(second)).toBe((await orderOf(first)) + 1);
    const named = await createPost({ ...page, slug: `named-${stamp}`, organization_config: { order: 3 } });
    expect(await orderOf(named)).toBe(3);
  });

  it("refuses a slug the organisation already has (409), not one another organisation has", async () => {
    const slug = `team-${Date.now()}`;
    expect((await createPost({ slug, title: "Team" })).status).toBe(201);
    expect((await createPost({ slug, title: "Team again" })).status).toBe(409);
    const acme = await ((await import("@/app/api/posts/route")).POST as Handler)(
      apiRequest("acme.localhost:3000", "/api/posts", { method: "POST", token: acmeAdminToken, body: { slug, title: "Equipo" } }),
      { params: Promise.resolve({}) },
    );
    expect(acme.status).toBe(201);
  });
});

describe("GET /api/site-index", () => {
  it("lists the menus with their submenu items, and tells pages from blog posts", async () => {
    const stamp = Date.now();
    await createPost({ slug: `page-${stamp}`, title: "A page", display_config: { display_as_blog_post: false } });
    const response = await siteIndex();
    expect(response.status).toBe(200);
    const { menus, posts } = (await response.json()) as {
      menus: { id: string; submenus: { id: string }[] }[];
      posts: { slug: string; is_blog_post: boolean }[];
    };
    expect(menus.map((menu) => menu.id)).toEqual(expect.arrayContaining(NORTHWIND.menuItems));
    expect(menus.flatMap((menu) => menu.submenus.map((sub) => sub.id))).toEqual(expect.arrayContaining(NORTHWIND.submenuItems));
    expect(menus.map((menu) => menu.id)).not.toContain(ACME.menuItems[0]);
    expect(posts.find((post) => post.slug === `page-${stamp}`)?.is_blog_post).toBe(false);
    expect(posts.find((post) => post.slug === "about")).toBeDefined();
  });
});
