// Row level security, table by table: every public table × {anon, customer, editor, admin and owner of A, admin of B}
// × {select, insert, update, delete} against organisation A's seeded rows (cases in rls-cases.ts); and
// storage.objects, with A's admin logged out besides.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlRunner } from "@/supabase/embedded/migrate";
import { createTestDatabase, endSession, openSession, type Actor, type TestDatabase } from "@/tests/helpers/db";
import {
  ACTING_USER,
  ACTOR_NAMES,
  ORG_A,
  ORG_B,
  STORAGE_ACTOR_NAMES,
  STORAGE_CASE,
  TABLE_CASES,
  type ActorName,
  type Row,
  type StorageActorName,
  type TableCase,
} from "./rls-cases";

// Each signed-in actor's token names a session of its own (live unless logged out).
const session = (n: number) => `5e551000-0000-4000-8000-${String(n).padStart(12, "0")}`;

// A's admin who is not its owner: the seed has an owner, an editor and a customer per site; beforeAll adds them.
const SECOND_ADMIN_A = { id: "10100000-0000-4000-8000-0000000000a1", email: "second.admin@northwind.test" };

const ACTORS: Record<ActorName, Actor> = {
  anon: { role: "anon" },
  customerA: { role: "authenticated", userId: ORG_A.customer.id, email: ORG_A.customer.email, sessionId: session(1) },
  editorA: { role: "authenticated", userId: ORG_A.editor.id, email: ORG_A.editor.email, sessionId: session(5) },
  adminA: { role: "authenticated", userId: SECOND_ADMIN_A.id, email: SECOND_ADMIN_A.email, sessionId: session(6) },
  ownerA: { role: "authenticated", userId: ORG_A.admin.id, email: ORG_A.admin.email, sessionId: session(2) },
  adminB: { role: "authenticated", userId: ORG_B.admin.id, email: ORG_B.admin.email, sessionId: session(3) },
};

const STORAGE_ACTORS: Record<StorageActorName, Actor> = {
  ...ACTORS,
  loggedOutAdminA: { role: "authenticated", userId: ORG_A.admin.id, email: ORG_A.admin.email, sessionId: session(4) },
};

const RLS_REFUSAL = /new row violates row-level security policy/;
const MOVE_REFUSAL = /cannot move to another organization/;
// A reference to another organisation's row: a composite foreign key, or the database's own check.
const FOREIGN_REFUSAL = /violates foreign key constraint|must name (a user|services) of the same organization/;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
// Objects go to jsonb columns as JSON text; arrays stay arrays for the driver to encode.
const param = (value: unknown) =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? JSON.stringify(value) : value;

function placeholders(row: Row, offset: number, separator: string, withNames = true) {
  return Object.keys(row)
    .map((col, i) => (withNames ? `${ident(col)} = $${offset + i + 1}` : `$${offset + i + 1}`))
    .join(separator);
}

const userIdOf = (actor: Actor) => (actor.role === "authenticated" ? actor.userId : null);

function insertStatement(c: TableCase, actor: ActorName) {
  const cols = Object.keys(c.insert).map(ident).join(", ");
  const conflict = c.onConflict ? ` on conflict ${c.onConflict}` : "";
  const acting = (value: unknown) => (value === ACTING_USER ? userIdOf(ACTORS[actor]) : value);
  return {
    sql: `insert into ${ident(c.table)} (${cols}) values (${placeholders(c.insert, 0, ", ", false)})${conflict}`,
    params: Object.values(c.insert).map(acting).map(param),
  };
}

const targetWhere = (c: TableCase, offset: number) => placeholders(c.target, offset, " and ");

async function countRows(tx: SqlRunner, c: TableCase, where = "true"): Promise<number> {
  const ofA = c.scope ?? `${ident(c.orgColumn ?? "organization_id")} = '${ORG_A.id}'`;
  const { rows } = await tx.query<{ n: number }>(`select count(*)::int as n from ${ident(c.table)} where (${ofA}) and (${where})`);
  return rows[0].n;
}

/** Rows affected by the actor's statement, or the database's refusal message. */
async function attempt(
  db: TestDatabase,
  actor: ActorName,
  c: TableCase,
  run: (tx: SqlRunner) => Promise<{ rows: unknown[] }>,
): Promise<{ rows: number } | { error: string }> {
  const setup = c.setup;
  return db
    .as(ACTORS[actor], run, setup ? { setup: (tx) => tx.exec(setup) } : undefined)
    .then((result) => ({ rows: result.rows.length }), (error: Error) => ({ error: error.message }));
}

let db: TestDatabase;
let tablesWithUpdatedAt: Set<string>;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.runner.query("insert into auth.users (id, email) values ($1, $2)", [SECOND_ADMIN_A.id, SECOND_ADMIN_A.email]);
  await db.runner.query("insert into memberships (organization_id, user_id, role) values ($1, $2, 'admin')", [ORG_A.id, SECOND_ADMIN_A.id]);
  for (const actor of [ACTORS.customerA, ACTORS.editorA, ACTORS.adminA, ACTORS.ownerA, ACTORS.adminB]) await openSession(db, actor);
  await endSession(db, STORAGE_ACTORS.loggedOutAdminA);
  const { rows } = await db.runner.query<{ table_name: string }>(
    "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'updated_at'",
  );
  tablesWithUpdatedAt = new Set(rows.map((r) => r.table_name));
});

afterAll(async () => {
  await db?.close();
});

describe("the RLS matrix", () => {
  it("has an entry for every public table", async () => {
    const { rows } = await db.runner.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    expect(TABLE_CASES.map((c) => c.table).sort()).toEqual(rows.map((r) => r.table_name).sort());
  });
});

for (const c of TABLE_CASES) {
  describe(c.table, () => {
    for (const actor of ACTOR_NAMES) describeActor(c, actor);
  });
}

function describeActor(c: TableCase, actor: ActorName) {
  describe(`as ${actor}`, () => {
    const access = c.access[actor];
    const seen =
      access.select === "all" ? "every row" : access.select === "none" ? "no row" : `rows where ${access.select.where}`;

    it(`select sees ${seen} of organisation A`, async () => {
      let expected = -1;
      const visible = await db.as(ACTORS[actor], (tx) => countRows(tx, c), {
        setup: async (tx) => {
          if (c.setup) await tx.exec(c.setup);
          const where = access.select === "all" ? "true" : access.select === "none" ? "false" : access.select.where;
          expected = await countRows(tx, c, where);
        },
      });
      if (access.select !== "none") expect(expected, "the seed should hold such rows").toBeGreaterThan(0);
      expect(visible).toBe(expected);
    });

    it(`insert of a row for organisation A is ${access.insert ? "allowed" : "refused"}`, async () => {
      // No RETURNING: a visitor may insert a row (a consent record) that they cannot read back.
      const { sql, params } = insertStatement(c, actor);
      const result = await attempt(db, actor, c, (tx) => tx.query(sql, params));
      if (access.insert) expect(result).toEqual({ rows: 0 });
      else expect(result).toEqual({ error: expect.stringMatching(RLS_REFUSAL) });
    });

    it(`update of a row of organisation A is ${access.update ? "allowed" : "refused"}`, async () => {
      const touched = tablesWithUpdatedAt.has(c.table) ? "updated_at > created_at" : "true";
      const sql = `update ${ident(c.table)} set ${placeholders(c.update, 0, ", ")}
        where ${targetWhere(c, Object.keys(c.update).length)} returning ${touched} as touched`;
      const params = [...Object.values(c.update), ...Object.values(c.target)].map(param);
      const result = await attempt(db, actor, c, async (tx) => {
        const { rows } = await tx.query<{ touched: boolean }>(sql, params);
        expect(rows.every((r) => r.touched), "updated_at moves on update").toBe(true);
        return { rows };
      });
      if (access.update) expect(result).toEqual({ rows: 1 });
      else expect(result).toSatisfy((r) => ("rows" in r ? r.rows === 0 : RLS_REFUSAL.test(r.error)));
    });

    // A table without an organisation column (profiles) has nothing to move.
    if (c.scope === undefined) {
      it(`moving a row of organisation A to organisation B is refused`, async () => {
        const orgColumn = ident(c.orgColumn ?? "organization_id");
        const sql = `update ${ident(c.table)} set ${orgColumn} = $1 where ${targetWhere(c, 1)} returning 1`;
        const result = await attempt(db, actor, c, (tx) => tx.query(sql, [ORG_B.id, ...Object.values(c.target).map(param)]));
        // Whoever may update the row meets the trigger; the others do not reach the row at all.
        if (access.update) expect(result).toEqual({ error: expect.stringMatching(MOVE_REFUSAL) });
        else expect(result).toSatisfy((r) => ("rows" in r ? r.rows === 0 : MOVE_REFUSAL.test(r.error) || RLS_REFUSAL.test(r.error)));
      });
    }

    for (const ref of c.foreignRefs ?? []) {
      const named = Object.keys(ref).join(", ");
      it(`a row of organisation A naming B's ${named} is refused, on insert and on update`, async () => {
        const { sql, params } = insertStatement({ ...c, insert: { ...c.insert, ...ref } }, actor);
        const inserted = await attempt(db, actor, c, (tx) => tx.query(sql, params));
        if (access.insert) expect(inserted).toEqual({ error: expect.stringMatching(FOREIGN_REFUSAL) });
        // The database's check runs before the policy's, so either may refuse the others.
        else expect(inserted).toSatisfy((r) => "error" in r && (RLS_REFUSAL.test(r.error) || FOREIGN_REFUSAL.test(r.error)));

        const update = `update ${ident(c.table)} set ${placeholders(ref, 0, ", ")}
          where ${targetWhere(c, Object.keys(ref).length)} returning 1`;
        const updated = await attempt(db, actor, c, (tx) =>
          tx.query(update, [...Object.values(ref), ...Object.values(c.target)].map(param)),
        );
        if (access.update) expect(updated).toEqual({ error: expect.stringMatching(FOREIGN_REFUSAL) });
        else expect(updated).toSatisfy((r) => ("rows" in r ? r.rows === 0 : FOREIGN_REFUSAL.test(r.error) || RLS_REFUSAL.test(r.error)));
      });
    }

    it(`delete of a row of organisation A is ${access.delete ? "allowed" : "refused"}`, async () => {
      const sql = `delete from ${ident(c.table)} where ${targetWhere(c, 0)} returning 1`;
      const result = await attempt(db, actor, c, (tx) => tx.query(sql, Object.values(c.target).map(param)));
      expect(result).toEqual({ rows: access.delete ? 1 : 0 });
    });
  });
}

describe("storage.objects in the media bucket", () => {
  const c = STORAGE_CASE;
  // A's object, stored by the superuser in each rolled-back transaction.
  const setup = (tx: SqlRunner) =>
    tx.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{"size": 1}')`, [c.bucket, c.target]);
  const countA = (tx: SqlRunner) =>
    tx.query<{ n: number }>("select count(*)::int as n from storage.objects where bucket_id = $1 and starts_with(name, $2)", [c.bucket, c.folder]);
  const attemptAs = (actor: StorageActorName, run: (tx: SqlRunner) => Promise<{ rows: unknown[] }>) =>
    db.as(STORAGE_ACTORS[actor], run, { setup }).then(
      (result) => ({ rows: result.rows.length }),
      (error: Error) => ({ error: error.message }),
    );

  for (const actor of STORAGE_ACTOR_NAMES) {
    describe(`as ${actor}`, () => {
      const access = c.access[actor];

      it(`select sees ${access.select === "none" ? "none" : "all"} of A's objects`, async () => {
        let expected = -1;
        const visible = await db.as(STORAGE_ACTORS[actor], countA, {
          setup: async (tx) => {
            await setup(tx);
            expected = (await countA(tx)).rows[0].n;
          },
        });
        expect(expected).toBeGreaterThan(0);
        expect(visible.rows[0].n).toBe(access.select === "none" ? 0 : expected);
      });

      it(`upload of a new object into A's folder is ${access.insert ? "allowed" : "refused"}`, async () => {
        const result = await attemptAs(actor, (tx) => tx.query("insert into storage.objects (bucket_id, name) values ($1, $2)", [c.bucket, c.insert]));
        if (access.insert) expect(result).toEqual({ rows: 0 });
        else expect(result).toEqual({ error: expect.stringMatching(RLS_REFUSAL) });
      });

      it(`update of A's object is ${access.update ? "allowed" : "refused"}`, async () => {
        const result = await attemptAs(actor, (tx) =>
          tx.query(`update storage.objects set metadata = '{"size": 2}' where bucket_id = $1 and name = $2 returning id`, [c.bucket, c.target]),
        );
        if (access.update) expect(result).toEqual({ rows: 1 });
        else expect(result).toSatisfy((r) => ("rows" in r ? r.rows === 0 : RLS_REFUSAL.test(r.error)));
      });

      it(`an upsert over A's object (x-upsert) is ${access.update ? "allowed" : "refused"}`, async () => {
        const result = await attemptAs(actor, (tx) =>
          tx.query(
            `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{"size": 3}')
             on conflict (bucket_id, name) do update set metadata = excluded.metadata returning id`,
            [c.bucket, c.target],
          ),
        );
        if (access.update) expect(result).toEqual({ rows: 1 });
        else expect(result).toEqual({ error: expect.stringMatching(/row-level security policy/) });
      });

      it(`delete of A's object is ${access.delete ? "allowed" : "refused"}`, async () => {
        const result = await attemptAs(actor, (tx) =>
          tx.query("delete from storage.objects where bucket_id = $1 and name = $2 returning id", [c.bucket, c.target]),
        );
        expect(result).toEqual({ rows: access.delete ? 1 : 0 });
      });
    });
  }
});

const NEWCOMER = "10100000-0000-4000-8000-0000000000ff";
const HOSTED_BOOKING = "12000000-0000-4000-8000-0000000000ff";
const { anon, customerA, adminA, adminB } = ACTORS;

describe("memberships: the team's rules", () => {
  const { editorA, ownerA } = ACTORS;
  const setRole = (userId: string, role: string) => (tx: SqlRunner) =>
    tx.query("update memberships set role = $1 where organization_id = $2 and user_id = $3 returning role", [role, ORG_A.id, userId]);
  const leave = (userId: string) => (tx: SqlRunner) =>
    tx.query("delete from memberships where organization_id = $1 and user_id = $2 returning user_id", [ORG_A.id, userId]);

  it("a customer cannot make themselves an admin, nor an editor an owner", async () => {
    expect((await db.as(customerA, setRole(ORG_A.customer.id, "admin"))).rows).toEqual([]);
    expect((await db.as(editorA, setRole(ORG_A.editor.id, "owner"))).rows).toEqual([]);
  });

  it("an admin grants roles up to their own, never owner, and cannot change the owner", async () => {
    expect((await db.as(adminA, setRole(ORG_A.customer.id, "admin"))).rows).toEqual([{ role: "admin" }]);
    await expect(db.as(adminA, setRole(ORG_A.customer.id, "owner"))).rejects.toThrow(/a role above your own cannot be granted/);
    await expect(db.as(adminA, setRole(ORG_A.admin.id, "editor"))).rejects.toThrow(/a member above your own role cannot be changed/);
    await expect(db.as(adminA, leave(ORG_A.admin.id))).rejects.toThrow(/a member above your own role cannot be changed/);
  });

  it("another organisation's admin changes nobody of A", async () => {
    expect((await db.as(adminB, setRole(ORG_A.customer.id, "admin"))).rows).toEqual([]);
    expect((await db.as(adminB, leave(ORG_A.customer.id))).rows).toEqual([]);
  });

  it("the owner makes a second owner; the last owner can neither leave nor be demoted", async () => {
    await expect(db.as(ownerA, setRole(ORG_A.admin.id, "admin"))).rejects.toThrow(/the last owner cannot leave or be demoted/);
    await expect(db.as(ownerA, leave(ORG_A.admin.id))).rejects.toThrow(/the last owner cannot leave or be demoted/);
    const handOver = async (tx: SqlRunner) => {
      await setRole(ORG_A.editor.id, "owner")(tx);
      return leave(ORG_A.admin.id)(tx);
    };
    expect((await db.as(ownerA, handOver)).rows).toEqual([{ user_id: ORG_A.admin.id }]);
  });

  it("a membership never passes to another person", async () => {
    const pass = (tx: SqlRunner) =>
      tx.query("update memberships set user_id = $1 where organization_id = $2 and user_id = $3", [ORG_B.customer.id, ORG_A.id, ORG_A.customer.id]);
    await expect(db.as(ownerA, pass)).rejects.toThrow(/cannot pass to another person/);
  });

  it("a newly signed-up person joins a site as its customer, never with a higher role", async () => {
    const newcomer: Actor = { role: "authenticated", userId: NEWCOMER, email: "new@northwind.test" };
    const setup = (tx: SqlRunner) => tx.query("insert into auth.users (id, email) values ($1, 'new@northwind.test')", [NEWCOMER]);
    const join = (role: string) => async (tx: SqlRunner) => {
      await tx.query("insert into profiles (id, email) values ($1, 'new@northwind.test')", [NEWCOMER]);
      return tx.query("insert into memberships (organization_id, user_id, role) values ($1, $2, $3) returning role", [ORG_A.id, NEWCOMER, role]);
    };
    expect((await db.as(newcomer, join("customer"), { setup })).rows).toEqual([{ role: "customer" }]);
    await expect(db.as(newcomer, join("editor"), { setup })).rejects.toThrow(RLS_REFUSAL);
  });
});

describe("tenancy", () => {
  it.each([
    ["template_sections", "insert into template_sections (organization_id, section_title) values ($1, 'Intruder')"],
    ["blog_posts", "insert into blog_posts (organization_id, slug, title) values ($1, 'intruder', 'Intruder')"],
    ["menu_items", "insert into menu_items (organization_id, display_name) values ($1, 'Intruder')"],
  ])("an admin of B cannot create %s rows carrying A's organisation id", async (_table, sql) => {
    await expect(db.as(adminB, (tx) => tx.query(sql, [ORG_A.id]))).rejects.toThrow(RLS_REFUSAL);
  });

  it("an admin cannot hand a row of their organisation to another organisation", async () => {
    const move = (tx: SqlRunner) => tx.query("update faqs set organization_id = $1 where id = $2", [ORG_B.id, ORG_A.faqs[0]]);
    await expect(db.as(adminA, move)).rejects.toThrow(MOVE_REFUSAL);
  });

  it("refuses the move by policy too, without the trigger (with check)", async () => {
    const move = (tx: SqlRunner) => tx.query("update faqs set organization_id = $1 where id = $2", [ORG_B.id, ORG_A.faqs[0]]);
    const setup = (tx: SqlRunner) => tx.exec("alter table faqs disable trigger faqs_keep_organization");
    await expect(db.as(adminA, move, { setup })).rejects.toThrow(RLS_REFUSAL);
  });

  it("lets the service role move a row (maintenance), and nobody else", async () => {
    const move = (tx: SqlRunner) =>
      tx.query("update faqs set organization_id = $1 where id = $2 returning organization_id", [ORG_B.id, ORG_A.faqs[0]]);
    await db.runner.exec("begin");
    try {
      await db.runner.exec("set local role service_role");
      expect((await move(db.runner)).rows).toEqual([{ organization_id: ORG_B.id }]);
    } finally {
      await db.runner.exec("rollback");
    }
  });

  it("has only foreign keys that stay inside the organisation between tenant tables", async () => {
    // A key from one tenant table to another must carry organization_id on both sides, so the row it
    // names is always of the same organisation (organizations itself is the one exception).
    const { rows } = await db.runner.query<{ name: string }>(
      `select c.conname as name
         from pg_constraint c
        where c.contype = 'f'
          and c.connamespace = 'public'::regnamespace
          and c.confrelid <> 'public.organizations'::regclass
          and exists (select 1 from pg_attribute a where a.attrelid = c.confrelid and a.attname = 'organization_id')
          and not exists (
            select 1 from unnest(c.conkey, c.confkey) k (col, ref)
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.col and a.attname = 'organization_id'
              join pg_attribute r on r.attrelid = c.confrelid and r.attnum = k.ref and r.attname = 'organization_id')`,
    );
    expect(rows).toEqual([]);
  });

  it("has the keep-organisation trigger on every table that names an organisation", async () => {
    const { rows } = await db.runner.query<{ table_name: string }>(
      `select c.table_name from information_schema.columns c
         join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.column_name = 'organization_id'
          and not exists (select 1 from pg_trigger g where g.tgrelid = ('public.' || c.table_name)::regclass
                            and g.tgname = c.table_name || '_keep_organization')`,
    );
    expect(rows).toEqual([]);
  });

  it("a section of A cannot be linked to a metric of B, whatever organisation the link claims", async () => {
    const link = (org: string) => (tx: SqlRunner) =>
      tx.query(
        "insert into template_section_metrics (template_section_id, metric_id, organization_id, position) values ($1, $2, $3, 9)",
        [ORG_A.sections[0], ORG_B.metrics[0], org],
      );
    await expect(db.as(adminA, link(ORG_A.id))).rejects.toThrow(/violates foreign key constraint/);
    await expect(db.as(adminA, link(ORG_B.id))).rejects.toThrow(RLS_REFUSAL);
  });

  it("a page of A cannot show B's hero", async () => {
    const place = (tx: SqlRunner) =>
      tx.query("insert into page_layout_items (organization_id, url_page, position, hero_id) values ($1, '/home', 60, $2)", [
        ORG_A.id,
        ORG_B.hero,
      ]);
    await expect(db.as(adminA, place)).rejects.toThrow(/violates foreign key constraint/);
  });
});

describe("cookie consent records", () => {
  const record = (userId: string | null) => (tx: SqlRunner) =>
    tx.query("insert into cookie_consent_records (organization_id, consent_given, services, user_id) values ($1, true, '{}', $2)", [
      ORG_A.id,
      userId,
    ]);

  it("a visitor records a choice without a user id but cannot claim one", async () => {
    await expect(db.as(anon, record(null))).resolves.toBeDefined();
    await expect(db.as(anon, record(ORG_A.customer.id))).rejects.toThrow(RLS_REFUSAL);
  });

  it("a signed-in user records a choice for themselves, not for another user", async () => {
    await expect(db.as(customerA, record(ORG_A.customer.id))).resolves.toBeDefined();
    await expect(db.as(customerA, record(ORG_A.admin.id))).rejects.toThrow(RLS_REFUSAL);
  });
});

describe("bookings", () => {
  // A staff member without the admin role hosts a walk-in meeting.
  const setup = (tx: SqlRunner) =>
    tx.query(
      `insert into bookings (id, organization_id, meeting_type_id, title, customer_name, host_user_id, scheduled_at)
       values ($1, $2, $3, 'Walk-in consultation', 'Walk-in guest', $4, now() + interval '1 hour')`,
      [HOSTED_BOOKING, ORG_A.id, ORG_A.meetingTypes[0], ORG_A.customer.id],
    );
  const asHost = <T>(fn: (tx: SqlRunner) => Promise<T>) => db.as(customerA, fn, { setup });

  it("the host reads and updates the booking they host but cannot hand it on or delete it", async () => {
    const read = await asHost((tx) => tx.query("select status from bookings where id = $1", [HOSTED_BOOKING]));
    expect(read.rows).toEqual([{ status: "confirmed" }]);
    const admit = await asHost((tx) =>
      tx.query("update bookings set status = 'in_progress' where id = $1 returning status", [HOSTED_BOOKING]),
    );
    expect(admit.rows).toEqual([{ status: "in_progress" }]);
    const handOn = asHost((tx) => tx.query("update bookings set host_user_id = $1 where id = $2", [ORG_A.admin.id, HOSTED_BOOKING]));
    await expect(handOn).rejects.toThrow(RLS_REFUSAL);
    const remove = await asHost((tx) => tx.query("delete from bookings where id = $1 returning id", [HOSTED_BOOKING]));
    expect(remove.rows).toEqual([]);
  });

  it("the host cannot move the booking they host into another organisation (with B's type and customer)", async () => {
    const move = asHost((tx) =>
      tx.query("update bookings set organization_id = $1, meeting_type_id = $2, customer_user_id = $3 where id = $4", [
        ORG_B.id,
        ORG_B.meetingTypes[0],
        ORG_B.customer.id,
        HOSTED_BOOKING,
      ]),
    );
    await expect(move).rejects.toThrow(MOVE_REFUSAL);
  });

  it("a customer sees their bookings but cannot change them", async () => {
    const cancel = await db.as(customerA, (tx) =>
      tx.query("update bookings set status = 'cancelled' where id = $1 returning id", [ORG_A.bookings[0]]),
    );
    expect(cancel.rows).toEqual([]);
  });
});

describe("visibility", () => {
  const hiddenPost = (tx: SqlRunner) => tx.query("select slug from blog_posts where id = $1", [ORG_A.posts.hidden]);

  it("visitors do not see a hidden post; its organisation's admin does", async () => {
    expect((await db.as(anon, hiddenPost)).rows).toEqual([]);
    expect((await db.as(adminB, hiddenPost)).rows).toEqual([]);
    expect((await db.as(adminA, hiddenPost)).rows).toEqual([{ slug: "draft-2027-outlook" }]);
  });

  it("an admin sees the private rows of their own organisation only", async () => {
    const bookingsOf = (tx: SqlRunner) =>
      tx.query<{ organization_id: string }>("select organization_id from bookings order by organization_id");
    const { rows } = await db.as(adminB, bookingsOf);
    expect(rows.map((r) => r.organization_id)).toEqual([ORG_B.id, ORG_B.id]);
  });
});
