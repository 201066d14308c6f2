import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlRunner } from "@/supabase/embedded/migrate";
import { createTestDatabase, type Actor, type TestDatabase } from "@/tests/helpers/db";
import { ACME, NORTHWIND } from "@/tests/helpers/seed-ids";

// The edit lease's own rules beyond the RLS matrix: nobody takes or hands a lease in someone else's name,
// and a lease names a post of its own organisation.
const RLS_REFUSAL = /new row violates row-level security policy/;
const nadia: Actor = { role: "authenticated", userId: NORTHWIND.admin.id, email: NORTHWIND.admin.email };
const POST = NORTHWIND.posts.published[0];
const lease = (holder: string, post = POST, org = NORTHWIND.id): [string, unknown[]] => [
  "insert into post_locks (post_id, organization_id, holder_id, expires_at) values ($1, $2, $3, now() + interval '5 minutes')",
  [post, org, holder],
];

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe("post_locks", () => {
  it("lets an admin take a lease in their own name only", async () => {
    expect((await db.as(nadia, (tx) => tx.query(...lease(NORTHWIND.admin.id)))).rows).toEqual([]);
    await expect(db.as(nadia, (tx) => tx.query(...lease(NORTHWIND.customer.id)))).rejects.toThrow(RLS_REFUSAL);
  });

  it("refuses to hand a live lease to someone else", async () => {
    const setup = (tx: SqlRunner) => tx.query(...lease(NORTHWIND.admin.id));
    const handOver = db.as(nadia, (tx) => tx.query("update post_locks set holder_id = $1 where post_id = $2", [NORTHWIND.customer.id, POST]), { setup });
    await expect(handOver).rejects.toThrow(RLS_REFUSAL);
  });

  it("refuses a lease on another organisation's post, even with that organisation's id", async () => {
    await expect(db.as(nadia, (tx) => tx.query(...lease(NORTHWIND.admin.id, ACME.posts.published[0])))).rejects.toThrow(/foreign key/);
    await expect(db.as(nadia, (tx) => tx.query(...lease(NORTHWIND.admin.id, ACME.posts.published[0], ACME.id)))).rejects.toThrow(RLS_REFUSAL);
  });

  it("goes with its post", async () => {
    let left = -1;
    // All of it as the superuser, inside the actor's rolled-back transaction.
    const setup = async (tx: SqlRunner) => {
      await tx.query(...lease(NORTHWIND.admin.id));
      await tx.query("delete from blog_posts where id = $1", [POST]);
      left = (await tx.query<{ n: number }>("select count(*)::int as n from post_locks")).rows[0]!.n;
    };
    await db.as({ role: "anon" }, async () => undefined, { setup });
    expect(left).toBe(0);
  });
});
