// The app's login role (site_app): no superuser, no bypassrls, no privilege on the site's tables; all it may do
// there is become anon or authenticated, so row level security decides everything the app reads or writes. It
// owns the job queue's schema (pgboss), which neither anon nor authenticated may use.
// On real PostgreSQL (TEST_DATABASE_URL) the app's own data layer runs connected as that role.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/helpers/db";
import { NORTHWIND } from "@/tests/helpers/seed-ids";

const PASSWORD = "site_app_test_password";

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe("the site_app role", () => {
  it("is no superuser, cannot bypass row level security and inherits nothing", async () => {
    const { rows } = await db.runner.query(
      "select rolsuper, rolbypassrls, rolinherit, rolcreaterole, rolcreatedb from pg_roles where rolname = 'site_app'",
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolinherit: false, rolcreaterole: false, rolcreatedb: false }]);
  });

  it("may become anon and authenticated, and no other role", async () => {
    const { rows } = await db.runner.query<{ role: string }>(
      `select r.rolname as role from pg_auth_members m join pg_roles r on r.oid = m.roleid
        where m.member = 'site_app'::regrole order by 1`,
    );
    expect(rows.map((r) => r.role)).toEqual(["anon", "authenticated"]);
  });

  it("holds no privilege on any table of its own", async () => {
    const { rows } = await db.runner.query(
      `select c.relname from pg_class c
        where c.relnamespace in ('public'::regnamespace, 'auth'::regnamespace, 'private'::regnamespace)
          and c.relkind in ('r', 'v', 'p')
          and (has_table_privilege('site_app', c.oid, 'select') or has_table_privilege('site_app', c.oid, 'insert')
            or has_table_privilege('site_app', c.oid, 'update') or has_table_privilege('site_app', c.oid, 'delete'))`,
    );
    expect(rows).toEqual([]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the app connected as site_app on PostgreSQL", () => {
  let appUrl: string;
  let client: pg.Client;

  beforeAll(async () => {
    await db.runner.exec(`alter role site_app with login password '${PASSWORD}'`);
    const url = new URL(db.url!);
    url.username = "site_app";
    url.password = PASSWORD;
    appUrl = url.toString();
    client = new pg.Client({ connectionString: appUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    const { getPool } = await import("@/lib/db/pool");
    await getPool().end();
    const { stopQueue } = await import("@/lib/jobs/queue");
    await stopQueue();
  });

  it("may copy what anon sees into temporary tables, which hide the live ones in its transaction (the draft view)", async () => {
    await client.query("begin; set local role anon");
    await client.query(
      `create temporary table template_sections on commit drop as select * from public.template_sections where organization_id = '${NORTHWIND.id}'`,
    );
    await client.query("update template_sections set section_title = 'Drafted' where id = $1", [NORTHWIND.sections[0]]);
    const { rows } = await client.query("select section_title from template_sections where id = $1", [NORTHWIND.sections[0]]);
    expect(rows).toEqual([{ section_title: "Drafted" }]);
    await client.query("commit");
    await client.query("begin; set local role anon");
    const live = await client.query("select section_title from template_sections where id = $1", [NORTHWIND.sections[0]]);
    await client.query("rollback");
    expect(live.rows).toEqual([{ section_title: expect.not.stringMatching(/^Drafted$/) }]);
  });

  it("runs the job queue: sends a job and works it, in the schema the migrations made", async () => {
    process.env.DATABASE_URL = appUrl;
    const { defineJob } = await import("@/lib/jobs/registry");
    const { enqueue } = await import("@/lib/jobs/queue");
    const { startWorkers } = await import("@/lib/jobs/worker");
    const ran: string[] = [];
    const job = defineJob<{ note: string }>({ name: "app-role-check", handler: async ({ note }) => void ran.push(note) });
    await startWorkers([job]);
    expect(await enqueue(job, { note: "sent as site_app" })).toEqual(expect.any(String));
    await vi.waitFor(() => expect(ran).toEqual(["sent as site_app"]), { timeout: 15_000, interval: 200 });
    await expect(client.query("select count(*) from pgboss.job")).resolves.toBeTruthy();
    await client.query("begin; set local role anon");
    await expect(client.query("select count(*) from pgboss.job")).rejects.toThrow(/permission denied/);
    await client.query("rollback");
  });

  it("records and delivers the outbox's emails through its functions, which anon and authenticated may not run", async () => {
    const { rows } = await client.query<{ id: string }>(
      "select private.record_email($1, 'invitation', 'someone@example.test', 'en', 'Join us', '{}'::jsonb) as id",
      [NORTHWIND.id],
    );
    await expect(client.query("select private.email_delivered($1)", [rows[0].id])).resolves.toBeTruthy();
    await expect(client.query("select message from public.email_deliveries")).rejects.toThrow(/permission denied/);
    await client.query("begin; set local role authenticated");
    await expect(client.query("select private.requeue_email($1, $2)", [rows[0].id, NORTHWIND.id])).rejects.toThrow(/permission denied/);
    await client.query("rollback");
    await client.query("begin; set local role anon");
    await expect(client.query("select private.record_email($1, 'x', 'a@b.c', 'en', 's', '{}'::jsonb)", [NORTHWIND.id])).rejects.toThrow(/permission denied/);
    await client.query("rollback");
  });

  it("records and rolls up page views through the analytics functions, which anon and authenticated may not run", async () => {
    const view = JSON.stringify([{ organization_id: NORTHWIND.id, visitor_hash: "ab12", path: "/", language: "en", device: "desktop" }]);
    const { rows } = await client.query<{ stored: number }>("select private.record_page_views($1::jsonb) as stored", [view]);
    expect(rows[0].stored).toBe(1);
    await expect(client.query("select private.roll_up_analytics($1, now() - interval '1 minute', now())", [NORTHWIND.id])).resolves.toBeTruthy();
    await expect(client.query("select count(*) from public.analytics_events")).rejects.toThrow(/permission denied/);
    for (const role of ["anon", "authenticated"]) {
      await client.query(`begin; set local role ${role}`);
      await expect(client.query("select private.record_page_views($1::jsonb)", [view])).rejects.toThrow(/permission denied/);
      await client.query("rollback");
    }
  });

  it("reads nothing before it sets a role", async () => {
    await expect(client.query("select id from public.profiles")).rejects.toThrow(/permission denied/);
    await expect(client.query("select id from auth.users")).rejects.toThrow(/permission denied/);
  });

  it.each(["service_role", "postgres"])("cannot become %s", async (role) => {
    await expect(client.query(`set role ${role}`)).rejects.toThrow(/permission denied/);
  });

  it("serves the site through withRls and asAnon, row level security deciding", async () => {
    process.env.DATABASE_URL = appUrl;
    const { asAnon, withRls } = await import("@/lib/db");
    const { loadSite } = await import("@/lib/tenancy/load-site");
    const { sql } = await import("drizzle-orm");

    expect((await loadSite("localhost"))?.id).toBe(NORTHWIND.id);
    const hidden = sql`select count(*)::int as n from blog_posts where id = ${NORTHWIND.posts.hidden}`;
    expect((await asAnon((tx) => tx.execute<{ n: number }>(hidden))).rows).toEqual([{ n: 0 }]);
    const admin = { role: "authenticated" as const, sub: NORTHWIND.admin.id, email: NORTHWIND.admin.email };
    expect((await withRls(admin, (tx) => tx.execute<{ n: number }>(hidden))).rows).toEqual([{ n: 1 }]);
  });
});
