// Row level security of storage.objects in the `media` bucket (issue 12): everyone reads public media; an admin
// writes only under the folder named by their organisation's id; nobody writes another organisation's folder.
// Each signed-in actor has a live session (issue 37: a logged-out token writes nothing, rls-matrix.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlRunner } from "@/supabase/embedded/migrate";
import { createTestDatabase, openSession, type Actor, type TestDatabase } from "@/tests/helpers/db";
import { ACME, NORTHWIND } from "@/tests/helpers/seed-ids";

const ACTORS: Record<string, Actor> = {
  anon: { role: "anon" },
  customerA: { role: "authenticated", userId: NORTHWIND.customer.id, email: NORTHWIND.customer.email, sessionId: "5e552000-0000-4000-8000-000000000001" },
  adminA: { role: "authenticated", userId: NORTHWIND.admin.id, email: NORTHWIND.admin.email, sessionId: "5e552000-0000-4000-8000-000000000002" },
  adminB: { role: "authenticated", userId: ACME.admin.id, email: ACME.admin.email, sessionId: "5e552000-0000-4000-8000-000000000003" },
};

const A_FILE = `${NORTHWIND.id}/logo.png`;
// The object every case acts on, stored by the superuser inside each rolled-back transaction.
const SETUP = `insert into storage.objects (bucket_id, name, metadata) values ('media', '${A_FILE}', '{"size": 1}')`;

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
  for (const actor of Object.values(ACTORS)) if (actor.role === "authenticated") await openSession(db, actor);
});

afterAll(async () => {
  await db?.close();
});

const run = (actor: string, fn: (tx: SqlRunner) => Promise<{ rows: unknown[] }>) =>
  db.as(ACTORS[actor], fn, { setup: (tx) => tx.exec(SETUP) }).then(
    (result) => ({ rows: result.rows.length }),
    (error: Error) => ({ error: error.message }),
  );

const insert = (name: string, bucket = "media") => (tx: SqlRunner) =>
  tx.query("insert into storage.objects (bucket_id, name) values ($1, $2) returning id", [bucket, name]);

describe("storage.objects in the media bucket", () => {
  it.each(["anon", "customerA", "adminA", "adminB"])("%s reads organisation A's public media", async (actor) => {
    expect(await run(actor, (tx) => tx.query("select id from storage.objects where name = $1", [A_FILE]))).toEqual({ rows: 1 });
  });

  it("A's admin adds, replaces and removes files under A's folder", async () => {
    expect(await run("adminA", insert(`${NORTHWIND.id}/hero.webp`))).toEqual({ rows: 1 });
    expect(await run("adminA", (tx) => tx.query("update storage.objects set metadata = '{}' where name = $1 returning id", [A_FILE]))).toEqual({ rows: 1 });
    expect(await run("adminA", (tx) => tx.query("delete from storage.objects where name = $1 returning id", [A_FILE]))).toEqual({ rows: 1 });
  });

  it.each(["anon", "customerA", "adminB"])("%s cannot add a file under A's folder", async (actor) => {
    const result = await run(actor, insert(`${NORTHWIND.id}/intruder.png`));
    expect(result).toEqual({ error: expect.stringMatching(/row-level security|permission denied/) });
  });

  it.each(["anon", "customerA", "adminB"])("%s can neither replace nor remove A's file", async (actor) => {
    expect(await run(actor, (tx) => tx.query("update storage.objects set metadata = '{}' where name = $1 returning id", [A_FILE]))).toEqual({ rows: 0 });
    expect(await run(actor, (tx) => tx.query("delete from storage.objects where name = $1 returning id", [A_FILE]))).toEqual({ rows: 0 });
  });

  it("an admin writes neither at the bucket's root, nor in a folder named like A's, nor in another bucket", async () => {
    expect(await run("adminA", insert("logo.png"))).toHaveProperty("error");
    expect(await run("adminA", insert(`x/${NORTHWIND.id}/logo.png`))).toHaveProperty("error");
    expect(await run("adminA", insert(`${NORTHWIND.id}/a.png`, "other"))).toHaveProperty("error");
  });

  it("an admin cannot move A's file into B's folder, nor B's admin take it", async () => {
    const move = (tx: SqlRunner) => tx.query("update storage.objects set name = $1 where name = $2 returning id", [`${ACME.id}/logo.png`, A_FILE]);
    expect(await run("adminA", move)).toEqual({ error: expect.stringMatching(/row-level security/) });
    expect(await run("adminB", move)).toEqual({ rows: 0 });
  });
});
