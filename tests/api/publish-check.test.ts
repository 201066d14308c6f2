import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { checkAnswerSchema, type Finding } from "@/lib/publishing/check/schemas";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// The check before publishing (issue 40): the unpublished changes are checked for what a careful editor would
// catch; a broken internal link is an error that stops publishing unless an admin gives a reason. The Dashboard
// runs the same check over the whole live site. Outside a Next server there is no cache to revalidate.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));
// Turning draft mode on also gives this browser the draft view (Next's draft mode and a cookie): without a request
// scope there is no browser, so those are no-ops here.
vi.mock("next/headers", () => import("../helpers/next-headers-stand-in"));

const HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const POST = { id: NORTHWIND.posts.published[0], slug: "five-signs-your-supply-chain-needs-a-reset" };
const BROKEN = '<p>Read <a href="/no-such-page">our method</a> first.</p>';
const REASON = "The method page is published tomorrow morning.";

let app: AppStack;
let admin: string;
let editor: string;
let acmeAdmin: string;
let postRoute: typeof import("@/app/api/posts/[slug]/route");
let draftModeRoute: typeof import("@/app/api/draft-mode/route");
let changeSetRoute: typeof import("@/app/api/change-set/route");
let checkRoute: typeof import("@/app/api/change-set/check/route");
let publishRoute: typeof import("@/app/api/change-set/publish/route");
let scheduleRoute: typeof import("@/app/api/change-set/schedule/route");
let settingsRoute: typeof import("@/app/api/change-set/settings/route");
let siteCheckRoute: typeof import("@/app/api/site-check/route");
let query: <Row>(text: string, values: unknown[]) => Promise<Row[]>;
let live: { description: string | null; content: string | null };

const slugParams = { params: Promise.resolve({ slug: POST.slug }) };

const draftMode = (token: string, on: boolean) => draftModeRoute.PUT(apiRequest(HOST, "/api/draft-mode", { method: "PUT", token, body: { on } }));

/** A draft of the post without its description and with a link to a page the site does not have. */
async function draftBrokenPost(token = admin) {
  expect((await draftMode(token, true)).status).toBe(200);
  const saved = await postRoute.PATCH(apiRequest(HOST, `/api/posts/${POST.slug}`, { method: "PATCH", token, body: { description: "", content: BROKEN } }), slugParams);
  expect(saved.status).toBe(200);
  expect(await saved.json()).toMatchObject({ draft: true });
}

async function check(token = admin): Promise<Finding[]> {
  const response = await checkRoute.GET(apiRequest(HOST, "/api/change-set/check", { token }));
  expect(response.status).toBe(200);
  return checkAnswerSchema.parse(await response.json()).findings;
}

const publish = (token: string, body: Record<string, unknown> = {}) => publishRoute.POST(apiRequest(HOST, "/api/change-set/publish", { method: "POST", token, body }));
const siteCheck = (token: string, host = HOST) => siteCheckRoute.GET(apiRequest(host, "/api/site-check", { token }));
const editorsMayPublish = (on: boolean) =>
  settingsRoute.PUT(apiRequest(HOST, "/api/change-set/settings", { method: "PUT", token: admin, body: { draft_mode_default: false, editors_may_publish: on } }));

async function livePost() {
  const [row] = await query<{ description: string | null; content: string | null }>("select description, content from blog_posts where id = $1", [POST.id]);
  return row!;
}

async function lastPublishedReason() {
  const [row] = await query<{ override_reason: string | null }>(
    "select override_reason from change_sets where organization_id = $1 and status = 'published' order by published_at desc limit 1",
    [NORTHWIND.id],
  );
  return row?.override_reason;
}

beforeAll(async () => {
  app = await startAppStack();
  postRoute = await import("@/app/api/posts/[slug]/route");
  draftModeRoute = await import("@/app/api/draft-mode/route");
  changeSetRoute = await import("@/app/api/change-set/route");
  checkRoute = await import("@/app/api/change-set/check/route");
  publishRoute = await import("@/app/api/change-set/publish/route");
  scheduleRoute = await import("@/app/api/change-set/schedule/route");
  settingsRoute = await import("@/app/api/change-set/settings/route");
  siteCheckRoute = await import("@/app/api/site-check/route");
  const { getPool } = await import("@/lib/db/pool");
  query = async (text, values) => (await getPool().query(text, values)).rows;
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
  live = await livePost();
});

// Each test leaves no unpublished change, nobody in draft mode, and the post as the seed has it.
afterEach(async () => {
  expect((await changeSetRoute.DELETE(apiRequest(HOST, "/api/change-set", { method: "DELETE", token: admin }))).status).toBe(204);
  for (const token of [admin, editor]) expect((await draftMode(token, false)).status).toBe(200);
  await query("update blog_posts set description = $2, content = $3 where id = $1", [POST.id, live.description, live.content]);
});

afterAll(async () => {
  const { stopQueue } = await import("@/lib/jobs/queue");
  await stopQueue();
  await app?.close();
});

describe("the check of the unpublished changes", () => {
  it("lists a post missing its description (a warning) and its broken internal link (an error), errors first, each naming the field and the page", async () => {
    await draftBrokenPost();
    const findings = await check();
    expect(findings[0]).toMatchObject({ rule: "broken_link", severity: "error" });
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: "broken_link", severity: "error", entity: "post", entity_id: POST.id, field: "content", values: expect.objectContaining({ href: "/no-such-page" }), path: `/${POST.slug}` }),
        expect.objectContaining({ rule: "post_description", severity: "warning", entity: "post", entity_id: POST.id, field: "description", path: `/${POST.slug}` }),
      ]),
    );
    // Only the rows the change set touches are checked.
    expect(new Set(findings.map((finding) => finding.entity_id))).toEqual(new Set([POST.id]));
    // The live post is untouched until it is published.
    expect(await livePost()).toEqual(live);
  });

  it("answers no findings when nothing is unpublished", async () => {
    expect(await check(editor)).toEqual([]);
  });

  it("refuses to publish over an error (409 check_failed with the findings), and an editor's reason does not override it", async () => {
    await draftBrokenPost(editor);
    const refused = await publish(admin);
    expect(refused.status).toBe(409);
    const { error } = await refused.json();
    expect(error.code).toBe("check_failed");
    expect(error.findings).toEqual(expect.arrayContaining([expect.objectContaining({ rule: "broken_link", entity_id: POST.id })]));

    expect((await editorsMayPublish(true)).status).toBe(200);
    try {
      const byEditor = await publish(editor, { override_reason: REASON });
      expect(byEditor.status).toBe(409);
      expect((await byEditor.json()).error.code).toBe("check_failed");
    } finally {
      expect((await editorsMayPublish(false)).status).toBe(200);
    }
    expect(await livePost()).toEqual(live);
    expect((await check()).length).toBeGreaterThan(0);
  });

  it("publishes over the errors with an admin's reason, and records the reason with the published set", async () => {
    await draftBrokenPost();
    expect((await publish(admin, { override_reason: "" })).status).toBe(400);
    expect((await publish(admin, { override_reason: "x".repeat(501) })).status).toBe(400);

    const published = await publish(admin, { override_reason: `  ${REASON} ` });
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({ status: "published", published: 1 });
    expect(await livePost()).toMatchObject({ description: "", content: expect.stringContaining('href="/no-such-page"') });
    expect(await lastPublishedReason()).toBe(REASON);
  });

  it("keeps an admin's reason with a scheduled publish; the job publishes over the errors with it", async () => {
    const { publishChangeSetJob } = await import("@/lib/publishing/publish-job");
    await draftBrokenPost();
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await publish(admin, { publish_at: at })).status).toBe(409);
    expect((await publish(admin, { publish_at: at, override_reason: REASON })).status).toBe(202);
    const { id } = await (await changeSetRoute.GET(apiRequest(HOST, "/api/change-set", { token: admin }))).json();
    expect(await query("select override_reason from change_sets where id = $1", [id])).toEqual([{ override_reason: REASON }]);

    await publishChangeSetJob.handler({ orgId: NORTHWIND.id, changeSetId: id, userId: NORTHWIND.admin.id, publishAt: at }, { id: "attempt-1", retryCount: 0 });
    expect(await livePost()).toMatchObject({ description: "" });
    expect(await query("select status, override_reason from change_sets where id = $1", [id])).toEqual([{ status: "published", override_reason: REASON }]);
  });

  it("forgets the reason when the schedule is cancelled", async () => {
    await draftBrokenPost();
    const at = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await publish(admin, { publish_at: at, override_reason: REASON })).status).toBe(202);
    expect((await scheduleRoute.DELETE(apiRequest(HOST, "/api/change-set/schedule", { method: "DELETE", token: admin }))).status).toBe(204);
    expect(await query("select override_reason from change_sets where organization_id = $1 and status = 'open'", [NORTHWIND.id])).toEqual([{ override_reason: null }]);
  });
});

describe("the check of the whole live site", () => {
  it("answers admins with the findings of their own organisation only", async () => {
    const response = await siteCheck(admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { findings } = checkAnswerSchema.parse(await response.json());
    expect(findings.length).toBeGreaterThan(0);
    // Seeded rows of Northwind have ids starting with 1, Acme's with 2 (tests/helpers/seed-ids.ts).
    expect(findings.every((finding) => finding.entity_id.startsWith("1"))).toBe(true);

    const acme = await siteCheck(acmeAdmin, ACME_HOST);
    expect(acme.status).toBe(200);
    const acmeFindings = checkAnswerSchema.parse(await acme.json()).findings;
    expect(acmeFindings.length).toBeGreaterThan(0);
    expect(acmeFindings.every((finding) => finding.entity_id.startsWith("2"))).toBe(true);
  });

  it("finds what is live, not what is drafted", async () => {
    await draftBrokenPost();
    const { findings } = checkAnswerSchema.parse(await (await siteCheck(admin)).json());
    expect(findings.filter((finding) => finding.entity_id === POST.id && finding.rule === "broken_link")).toEqual([]);
  });

  it("refuses editors (403), another organisation's admin (403) and anyone signed out (401)", async () => {
    expect((await siteCheck(editor)).status).toBe(403);
    expect((await siteCheck(acmeAdmin)).status).toBe(403);
    expect((await siteCheckRoute.GET(apiRequest(HOST, "/api/site-check"))).status).toBe(401);
  });
});
