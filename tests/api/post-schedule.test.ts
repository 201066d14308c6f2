import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// "Publish at" on a post (issue 40, item 4): the post is hidden at once and a job on the queue shows it at its time,
// as the person who scheduled it; the Dashboard lists scheduled and failed posts, and a schedule can be cancelled.
// Outside a Next server there is no cache to revalidate: the tags are recorded instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));
vi.mock("next/headers", () => import("../helpers/next-headers-stand-in"));

const HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const segment = (slug: string) => ({ params: Promise.resolve({ slug }) });

let app: AppStack;
let admin: string;
let editor: string;
let acmeAdmin: string;
let scheduleRoute: typeof import("@/app/api/posts/[slug]/schedule/route");
let scheduledRoute: typeof import("@/app/api/scheduled/route");
let settingsRoute: typeof import("@/app/api/change-set/settings/route");
let asAnon: typeof import("@/lib/db").asAnon;
let sql: typeof import("drizzle-orm").sql;

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1_000).toISOString();

const schedule = (slug: string, body: unknown, { token = admin, host = HOST } = {}) =>
  scheduleRoute.PUT(apiRequest(host, `/api/posts/${slug}/schedule`, { method: "PUT", token, body }), segment(slug));

const cancel = (slug: string, { token = admin, host = HOST } = {}) =>
  scheduleRoute.DELETE(apiRequest(host, `/api/posts/${slug}/schedule`, { method: "DELETE", token }), segment(slug));

async function scheduleOf(slug: string, token = admin) {
  const response = await scheduleRoute.GET(apiRequest(HOST, `/api/posts/${slug}/schedule`, { token }), segment(slug));
  expect(response.status).toBe(200);
  return response.json();
}

async function dashboardList(token = admin, host = HOST) {
  const response = await scheduledRoute.GET(apiRequest(host, "/api/scheduled", { token }));
  expect(response.status).toBe(200);
  return (await response.json()).posts as { id: string; post_id: string; slug: string; title: string; publish_at: string; status: string; error: string | null }[];
}

const allowEditorsToPublish = (allowed: boolean) =>
  settingsRoute.PUT(apiRequest(HOST, "/api/change-set/settings", { method: "PUT", token: admin, body: { draft_mode_default: false, editors_may_publish: allowed } }));

/** Whether a visitor sees the post (RLS shows them published posts only). */
async function visitorSees(slug: string): Promise<boolean> {
  const { rows } = await asAnon((db) => db.execute(sql`select 1 from blog_posts where organization_id = ${NORTHWIND.id} and slug = ${slug}`));
  return rows.length === 1;
}

/** The schedule rows of a post, oldest first, as the database holds them. */
async function scheduleRows(slug: string) {
  const { rows } = await app.auth.db.query<{ id: string; status: string; error: string | null; job_id: string | null }>(
    `select s.id, s.status, s.error, s.job_id from scheduled_posts s join blog_posts p on p.id = s.post_id
      where p.organization_id = $1 and p.slug = $2 order by s.created_at`,
    [NORTHWIND.id, slug],
  );
  return rows;
}

/** A new shown post of Northwind's, made by its admin. */
async function createPost(slug: string, title: string) {
  const { POST } = await import("@/app/api/posts/route");
  const created = await POST(apiRequest(HOST, "/api/posts", { method: "POST", token: admin, body: { slug, title } }));
  expect(created.status).toBe(201);
  expect(await visitorSees(slug)).toBe(true);
}

beforeAll(async () => {
  app = await startAppStack();
  scheduleRoute = await import("@/app/api/posts/[slug]/schedule/route");
  scheduledRoute = await import("@/app/api/scheduled/route");
  settingsRoute = await import("@/app/api/change-set/settings/route");
  ({ asAnon } = await import("@/lib/db"));
  ({ sql } = await import("drizzle-orm"));
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
  await createPost("launch-notes", "Launch notes");
  await createPost("not-yet", "Not yet");
  await createPost("editors-post", "Editors' post");
  await createPost("northwind-only", "Northwind only");
});

afterAll(async () => {
  const { stopQueue } = await import("@/lib/jobs/queue");
  await stopQueue();
  await app?.close();
});

describe("publish at", () => {
  it("hides the post at once and publishes it at its time through the job queue, with one revision each", async () => {
    const { startWorkers } = await import("@/lib/jobs/worker");
    const { publishPostJob } = await import("@/lib/publishing/publish-post-job");
    const at = inSeconds(6);
    const scheduled = await schedule("launch-notes", { publish_at: at });
    expect(scheduled.status).toBe(202);
    expect(await scheduled.json()).toEqual({ publish_at: at });
    expect(await visitorSees("launch-notes")).toBe(false);
    expect(await scheduleOf("launch-notes")).toEqual({ schedule: { publish_at: at, status: "scheduled", error: null }, may_schedule: true });
    expect(await dashboardList()).toEqual([expect.objectContaining({ slug: "launch-notes", title: "Launch notes", publish_at: at, status: "scheduled", error: null })]);

    revalidated.length = 0;
    await startWorkers([publishPostJob]);
    await vi.waitFor(async () => expect(await visitorSees("launch-notes")).toBe(true), { timeout: 20_000, interval: 250 });
    expect(revalidated).toEqual(expect.arrayContaining([`org-${NORTHWIND.id}`]));
    expect((await scheduleRows("launch-notes")).map((row) => row.status)).toEqual(["published"]);
    expect(await scheduleOf("launch-notes")).toMatchObject({ schedule: null });
    expect(await dashboardList()).toEqual([]);
    // Hidden when scheduled, shown at its time: one revision each, both as the admin who scheduled it.
    const { rows } = await app.auth.db.query<{ actor_id: string; display: boolean }>(
      `select actor_id, (after -> 'display_config' ->> 'display_this_post')::boolean as display from revisions
        where entity = 'post' and entity_id = (select id::text from blog_posts where organization_id = $1 and slug = 'launch-notes') and action = 'update'
        order by id`,
      [NORTHWIND.id],
    );
    expect(rows).toEqual([{ actor_id: NORTHWIND.admin.id, display: false }, { actor_id: NORTHWIND.admin.id, display: true }]);
  });

  it("cancels a schedule: its job is cancelled and the post stays hidden", async () => {
    const { getPool } = await import("@/lib/db/pool");
    expect((await schedule("not-yet", { publish_at: inSeconds(60) })).status).toBe(202);
    // Rescheduling replaces the earlier time, whose job is cancelled.
    expect((await schedule("not-yet", { publish_at: inSeconds(120) })).status).toBe(202);
    const [first, second] = await scheduleRows("not-yet");
    expect([first!.status, second!.status]).toEqual(["cancelled", "scheduled"]);

    expect((await cancel("not-yet")).status).toBe(204);
    const { rows } = await getPool().query<{ state: string }>("select state from pgboss.job where data->>'scheduleId' = any($1) order by created_on", [[first!.id, second!.id]]);
    expect(rows.map((row) => row.state)).toEqual(["cancelled", "cancelled"]);
    expect(await visitorSees("not-yet")).toBe(false);
    expect(await scheduleOf("not-yet")).toMatchObject({ schedule: null });
    expect(await dashboardList()).toEqual([]);

    const again = await cancel("not-yet");
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe("This post is not scheduled.");
  });

  it("lets an editor schedule only where the organisation lets editors publish", async () => {
    const refused = await schedule("editors-post", { publish_at: inSeconds(3600) }, { token: editor });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe("Only this site's admins can publish changes.");
    expect(await visitorSees("editors-post")).toBe(true);
    expect(await scheduleOf("editors-post", editor)).toEqual({ schedule: null, may_schedule: false });

    expect((await allowEditorsToPublish(true)).status).toBe(200);
    expect((await schedule("editors-post", { publish_at: inSeconds(3600) }, { token: editor })).status).toBe(202);
    expect(await visitorSees("editors-post")).toBe(false);
    expect(await scheduleOf("editors-post", editor)).toMatchObject({ schedule: { status: "scheduled" }, may_schedule: true });
  });

  it("marks the schedule failed with its reason after the last retry, and the Dashboard shows it until cancelled", async () => {
    const { publishPostJob } = await import("@/lib/publishing/publish-post-job");
    // The editor's schedule from the test before; then the admins take editors' right to publish away.
    const [row] = await scheduleRows("editors-post");
    const { rows: jobs } = await app.auth.db.query<{ data: Parameters<typeof publishPostJob.handler>[0] }>("select data from pgboss.job where data->>'scheduleId' = $1", [row!.id]);
    const data = jobs[0]!.data;
    expect(data.userId).toBe(NORTHWIND.editor.id);
    expect((await allowEditorsToPublish(false)).status).toBe(200);

    await expect(publishPostJob.handler(data, { id: "attempt-1", retryCount: 0 })).rejects.toThrow();
    expect((await scheduleRows("editors-post")).map((schedule) => schedule.status)).toEqual(["scheduled"]);
    await expect(publishPostJob.handler(data, { id: "attempt-4", retryCount: publishPostJob.retryLimit })).rejects.toThrow();
    expect(await dashboardList()).toEqual([
      expect.objectContaining({ slug: "editors-post", status: "failed", error: "Only this site's admins can publish changes." }),
    ]);
    expect(await visitorSees("editors-post")).toBe(false);

    // A run of a job whose schedule is no longer waiting does nothing.
    await publishPostJob.handler(data, { id: "attempt-5", retryCount: 0 });
    expect(await visitorSees("editors-post")).toBe(false);
    expect((await cancel("editors-post")).status).toBe(204);
    expect(await dashboardList()).toEqual([]);
  });

  it("refuses a time that has passed and bad input", async () => {
    const past = await schedule("northwind-only", { publish_at: new Date(Date.now() - 60_000).toISOString() });
    expect(past.status).toBe(400);
    expect((await past.json()).error.fields).toEqual({ publish_at: "Choose a time in the future." });
    expect((await schedule("northwind-only", { publish_at: "next monday" })).status).toBe(400);
    expect((await schedule("northwind-only", { publish_at: inSeconds(60), status: "published" })).status).toBe(400);
    expect((await schedule("no-such-post", { publish_at: inSeconds(60) })).status).toBe(404);
    expect((await schedule("northwind-only", { publish_at: inSeconds(60) }, { token: "" })).status).toBe(401);
    expect(await visitorSees("northwind-only")).toBe(true);
  });

  it("keeps another organisation's admin from scheduling, cancelling or listing Northwind's posts", async () => {
    expect((await schedule("not-yet", { publish_at: inSeconds(60) })).status).toBe(202);
    // On Northwind's host Acme's admin has no role; on Acme's host there is no post at Northwind's slug.
    expect((await schedule("northwind-only", { publish_at: inSeconds(60) }, { token: acmeAdmin })).status).toBe(403);
    expect((await schedule("northwind-only", { publish_at: inSeconds(60) }, { token: acmeAdmin, host: ACME_HOST })).status).toBe(404);
    expect((await cancel("not-yet", { token: acmeAdmin })).status).toBe(403);
    expect((await cancel("not-yet", { token: acmeAdmin, host: ACME_HOST })).status).toBe(404);
    expect((await scheduledRoute.GET(apiRequest(HOST, "/api/scheduled", { token: acmeAdmin }))).status).toBe(403);
    expect(await dashboardList(acmeAdmin, ACME_HOST)).toEqual([]);

    expect(await visitorSees("northwind-only")).toBe(true);
    expect(await dashboardList()).toEqual([expect.objectContaining({ slug: "not-yet", status: "scheduled" })]);
    expect((await cancel("not-yet")).status).toBe(204);
  });
});
