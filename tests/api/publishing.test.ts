import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// Draft mode and change sets (issue 40): saves in draft mode go into the organisation's change set, visitors see
// the live rows until "Publish changes" applies the set in one transaction (or a job does, at the set time).
// Outside a Next server there is no cache to revalidate: the tags are recorded instead.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidateTag: (tag: string) => revalidated.push(tag) }));
// Outside a Next server there is no request to put in draft mode: next/headers is a named stand-in (the
// draft view itself is tested in tests/api/draft-view.test.ts and tests/e2e/publishing.spec.ts).
vi.mock("next/headers", () => import("../helpers/next-headers-stand-in"));

const HOST = "localhost:3000";
const ACME_HOST = "acme.localhost:3000";
const SECTION = NORTHWIND.sections[1];
const OTHER_SECTION = NORTHWIND.sections[3];
const params = (id: string) => ({ params: Promise.resolve({ id }) });

let app: AppStack;
let admin: string;
let editor: string;
let acmeAdmin: string;
let sectionRoute: typeof import("@/app/api/template-sections/[id]/route");
let draftModeRoute: typeof import("@/app/api/draft-mode/route");
let changeSetRoute: typeof import("@/app/api/change-set/route");
let changeRoute: typeof import("@/app/api/change-set/changes/[id]/route");
let publishRoute: typeof import("@/app/api/change-set/publish/route");
let scheduleRoute: typeof import("@/app/api/change-set/schedule/route");
let settingsRoute: typeof import("@/app/api/change-set/settings/route");
let asAnon: typeof import("@/lib/db").asAnon;
let sql: typeof import("drizzle-orm").sql;

async function liveTitle(id: string): Promise<string> {
  const { rows } = await asAnon((db) => db.execute<{ section_title: string }>(sql`select section_title from template_sections where id = ${id}`));
  return rows[0]!.section_title;
}

async function open(id: string, token: string) {
  const response = await sectionRoute.GET(apiRequest(HOST, `/api/template-sections/${id}`, { token }), params(id));
  expect(response.status).toBe(200);
  return { row: await response.json(), etag: response.headers.get("etag")! };
}

function save(id: string, token: string, ifMatch: string, body: Record<string, unknown>) {
  const request = apiRequest(HOST, `/api/template-sections/${id}`, { method: "PATCH", token, body });
  request.headers.set("if-match", ifMatch);
  return sectionRoute.PATCH(request, params(id));
}

const draftMode = (token: string, on: boolean, host = HOST) =>
  draftModeRoute.PUT(apiRequest(host, "/api/draft-mode", { method: "PUT", token, body: { on } }));

async function changeSet(token = admin, host = HOST) {
  const response = await changeSetRoute.GET(apiRequest(host, "/api/change-set", { token }));
  expect(response.status).toBe(200);
  return response.json();
}

const publish = (token = admin, body: Record<string, unknown> = {}) =>
  publishRoute.POST(apiRequest(HOST, "/api/change-set/publish", { method: "POST", token, body }));

const discardAll = (token = admin) => changeSetRoute.DELETE(apiRequest(HOST, "/api/change-set", { method: "DELETE", token }));

beforeAll(async () => {
  app = await startAppStack();
  sectionRoute = await import("@/app/api/template-sections/[id]/route");
  draftModeRoute = await import("@/app/api/draft-mode/route");
  changeSetRoute = await import("@/app/api/change-set/route");
  changeRoute = await import("@/app/api/change-set/changes/[id]/route");
  publishRoute = await import("@/app/api/change-set/publish/route");
  scheduleRoute = await import("@/app/api/change-set/schedule/route");
  settingsRoute = await import("@/app/api/change-set/settings/route");
  ({ asAnon } = await import("@/lib/db"));
  ({ sql } = await import("drizzle-orm"));
  admin = await app.signIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  editor = await app.signIn(NORTHWIND.editor.email, SEED_PASSWORDS.admin);
  acmeAdmin = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  const { stopQueue } = await import("@/lib/jobs/queue");
  await stopQueue();
  await app?.close();
});

describe("draft mode", () => {
  it("keeps an editor's save out of the live site until it is published, with one revalidation then", async () => {
    expect((await draftMode(editor, true)).status).toBe(200);
    const before = await liveTitle(SECTION);
    const { etag } = await open(SECTION, editor);
    revalidated.length = 0;

    const saved = await save(SECTION, editor, etag, { section_title: "Relaunch: what we do" });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ section_title: "Relaunch: what we do", draft: true, revision_id: null });
    expect(await liveTitle(SECTION)).toBe(before);
    expect(revalidated).toEqual([]);

    // The editor reopens it as they left it, at the draft's version; the admin's list names who changed what.
    const reopened = await open(SECTION, editor);
    expect(reopened.row.section_title).toBe("Relaunch: what we do");
    expect(reopened.etag).toBe(saved.headers.get("etag"));
    const set = await changeSet(editor);
    expect(set.changes).toEqual([
      expect.objectContaining({ entity: "template_section", entity_id: SECTION, fields: { section_title: "Relaunch: what we do" }, author: expect.objectContaining({ name: expect.any(String) }) }),
    ]);
    // Someone not in draft mode still edits the live row.
    expect((await open(SECTION, admin)).row.section_title).toBe(before);

    // Editors may not publish unless the organisation allows it.
    const refused = await publish(editor);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe("Only this site's admins can publish changes.");

    const published = await publish(admin);
    expect(published.status).toBe(200);
    expect(await published.json()).toEqual({ status: "published", published: 1 });
    expect(await liveTitle(SECTION)).toBe("Relaunch: what we do");
    expect(revalidated).toEqual(expect.arrayContaining([`org-${NORTHWIND.id}`]));
    expect((await changeSet(admin)).changes).toEqual([]);
  });

  it("applies the same version rules to drafts (412 names the draft's author), and a draft back at the live value is no change", async () => {
    const { etag } = await open(OTHER_SECTION, editor);
    const live = await liveTitle(OTHER_SECTION);
    const first = await save(OTHER_SECTION, editor, etag, { section_title: "A first draft" });
    expect(first.status).toBe(200);

    const stale = await save(OTHER_SECTION, editor, etag, { section_title: "From an old tab" });
    expect(stale.status).toBe(412);
    expect((await stale.json()).error).toMatchObject({ current: { section_title: "A first draft" }, changed_by: { fields: ["section_title"] } });

    const back = await save(OTHER_SECTION, editor, first.headers.get("etag")!, { section_title: live });
    expect(back.status).toBe(200);
    expect((await changeSet(editor)).changes).toEqual([]);
  });

  it("refuses to publish over a row that changed live since its draft, leaving both as they were, until the draft is kept", async () => {
    const { etag } = await open(SECTION, editor);
    expect((await save(SECTION, editor, etag, { section_title: "Drafted title" })).status).toBe(200);
    const adminView = await open(SECTION, admin);
    expect((await save(SECTION, admin, adminView.etag, { section_title: "Changed live meanwhile" })).status).toBe(200);

    const refused = await publish(admin);
    expect(refused.status).toBe(412);
    const { error } = await refused.json();
    expect(error.conflicts).toEqual([expect.objectContaining({ entity: "template_section", entity_id: SECTION, current: expect.objectContaining({ section_title: "Changed live meanwhile" }) })]);
    expect(await liveTitle(SECTION)).toBe("Changed live meanwhile");
    const [change] = (await changeSet(admin)).changes;
    expect(change.fields).toEqual({ section_title: "Drafted title" });

    const kept = await changeRoute.PATCH(apiRequest(HOST, `/api/change-set/changes/${change.id}`, { method: "PATCH", token: admin, body: { keep: true } }), params(change.id));
    expect(kept.status).toBe(204);
    expect((await publish(admin)).status).toBe(200);
    expect(await liveTitle(SECTION)).toBe("Drafted title");
  });

  it("discards one change or all of them; the live rows stay", async () => {
    const live = await liveTitle(SECTION);
    for (const [id, title] of [[SECTION, "Discard me"], [OTHER_SECTION, "Discard me too"]] as const) {
      const { etag } = await open(id, editor);
      expect((await save(id, editor, etag, { section_title: title })).status).toBe(200);
    }
    const { changes } = await changeSet(editor);
    expect(changes).toHaveLength(2);
    const one = await changeRoute.DELETE(apiRequest(HOST, `/api/change-set/changes/${changes[0].id}`, { method: "DELETE", token: editor }), params(changes[0].id));
    expect(one.status).toBe(204);
    expect((await changeSet(editor)).changes).toHaveLength(1);
    expect((await discardAll(editor)).status).toBe(204);
    expect((await changeSet(editor)).changes).toEqual([]);
    expect(await liveTitle(SECTION)).toBe(live);
    expect((await publish(admin)).status).toBe(409);
  });

  it("lets editors publish once an admin allows it; editors cannot change that rule", async () => {
    const put = (token: string) =>
      settingsRoute.PUT(apiRequest(HOST, "/api/change-set/settings", { method: "PUT", token, body: { draft_mode_default: false, editors_may_publish: true } }));
    expect((await put(editor)).status).toBe(403);
    expect((await put(admin)).status).toBe(200);
    const { etag } = await open(OTHER_SECTION, editor);
    expect((await save(OTHER_SECTION, editor, etag, { section_title: "Published by an editor" })).status).toBe(200);
    expect((await publish(editor)).status).toBe(200);
    expect(await liveTitle(OTHER_SECTION)).toBe("Published by an editor");
  });

  it("shows no organisation another's change set, and refuses bad input", async () => {
    const { etag } = await open(SECTION, editor);
    expect((await save(SECTION, editor, etag, { section_title: "Northwind only" })).status).toBe(200);
    const [change] = (await changeSet(editor)).changes;

    expect((await changeSet(acmeAdmin, ACME_HOST)).changes).toEqual([]);
    // Acme's admin on Northwind's host has no role there; on their own host, Northwind's change is not found.
    expect((await changeSetRoute.GET(apiRequest(HOST, "/api/change-set", { token: acmeAdmin }))).status).toBe(403);
    const foreign = await changeRoute.DELETE(apiRequest(ACME_HOST, `/api/change-set/changes/${change.id}`, { method: "DELETE", token: acmeAdmin }), params(change.id));
    expect(foreign.status).toBe(404);
    expect((await changeSet(editor)).changes).toHaveLength(1);

    expect((await draftModeRoute.PUT(apiRequest(HOST, "/api/draft-mode", { method: "PUT", token: editor, body: { on: "yes" } }))).status).toBe(400);
    expect((await publish(admin, { publish_at: "next monday" })).status).toBe(400);
    expect((await draftModeRoute.PUT(apiRequest(HOST, "/api/draft-mode", { method: "PUT", body: { on: true } }))).status).toBe(401);
    expect((await discardAll(editor)).status).toBe(204);
  });
});

describe("scheduled publishing", () => {
  it("publishes at the set time through the job queue, once", async () => {
    const { startWorkers } = await import("@/lib/jobs/worker");
    const { publishChangeSetJob } = await import("@/lib/publishing/publish-job");
    const { etag } = await open(SECTION, editor);
    expect((await save(SECTION, editor, etag, { section_title: "Monday's launch" })).status).toBe(200);

    const at = new Date(Date.now() + 6_000);
    const scheduled = await publish(admin, { publish_at: at.toISOString() });
    expect(scheduled.status).toBe(202);
    expect(await scheduled.json()).toEqual({ status: "scheduled", publish_at: at.toISOString() });
    expect(await changeSet(admin)).toMatchObject({ status: "scheduled", publish_at: expect.any(String) });

    await startWorkers([publishChangeSetJob]);
    expect(await liveTitle(SECTION)).not.toBe("Monday's launch");
    await vi.waitFor(async () => expect(await liveTitle(SECTION)).toBe("Monday's launch"), { timeout: 20_000, interval: 250 });
    expect(await changeSet(admin)).toMatchObject({ status: "open", changes: [] });
  });

  it("cancels a scheduled publish: its job is cancelled and the changes stay unpublished", async () => {
    const { getPool } = await import("@/lib/db/pool");
    const { etag } = await open(OTHER_SECTION, editor);
    expect((await save(OTHER_SECTION, editor, etag, { section_title: "Not yet" })).status).toBe(200);
    expect((await publish(admin, { publish_at: new Date(Date.now() + 60_000).toISOString() })).status).toBe(202);
    const { id } = await changeSet(admin);
    expect((await scheduleRoute.DELETE(apiRequest(HOST, "/api/change-set/schedule", { method: "DELETE", token: admin }))).status).toBe(204);
    const { rows } = await getPool().query<{ state: string }>("select state from pgboss.job where data->>'changeSetId' = $1", [id]);
    expect(rows.map((row) => row.state)).toEqual(["cancelled"]);
    expect(await liveTitle(OTHER_SECTION)).not.toBe("Not yet");
    expect(await changeSet(admin)).toMatchObject({ status: "open", publish_at: null, changes: [expect.objectContaining({ entity_id: OTHER_SECTION })] });
    expect((await discardAll(admin)).status).toBe(204);
  });

  it("marks a scheduled publish failed with its reason after the last retry, keeping the changes", async () => {
    const { publishChangeSetJob } = await import("@/lib/publishing/publish-job");
    const { etag } = await open(SECTION, editor);
    expect((await save(SECTION, editor, etag, { section_title: "Will conflict" })).status).toBe(200);
    const at = new Date(Date.now() + 60 * 60_000);
    expect((await publish(admin, { publish_at: at.toISOString() })).status).toBe(202);
    const adminView = await open(SECTION, admin);
    expect((await save(SECTION, admin, adminView.etag, { section_title: "Live edit" })).status).toBe(200);

    const { id } = await changeSet(admin);
    const data = { orgId: NORTHWIND.id, changeSetId: id, userId: NORTHWIND.admin.id, publishAt: at.toISOString() };
    await expect(publishChangeSetJob.handler(data, { id: "attempt-1", retryCount: 0 })).rejects.toThrow();
    expect((await changeSet(admin)).status).toBe("scheduled");
    await expect(publishChangeSetJob.handler(data, { id: "attempt-4", retryCount: publishChangeSetJob.retryLimit })).rejects.toThrow();
    expect(await changeSet(admin)).toMatchObject({
      status: "failed",
      error: "Some of these changes were made to content that has changed since. Review them before publishing.",
      changes: [expect.objectContaining({ entity_id: SECTION })],
    });
    expect(await liveTitle(SECTION)).toBe("Live edit");
    expect((await discardAll(admin)).status).toBe(204);
    expect((await draftMode(editor, false)).status).toBe(200);
  });
});
