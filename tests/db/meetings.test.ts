// What a guest without an account can do through their link's token, enforced by the database itself
// (supabase/migrations/20261121000600_meetings.sql), and the one-booking-per-slot rule.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlRunner } from "@/supabase/embedded/migrate";
import { createTestDatabase, type TestDatabase } from "@/tests/helpers/db";
import { NORTHWIND as A } from "@/tests/helpers/seed-ids";

let db: TestDatabase;
const anon = { role: "anon" } as const;
const hash = (token: string) => createHash("sha256").update(token).digest("hex");
const SLOT = "2031-03-04T10:00:00Z";

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

function createBooking(tx: SqlRunner, key: string, token: string, slot = SLOT) {
  return tx.query<{ id: string; created: boolean; status: string }>(
    "select id, created, status from private.create_booking($1, $2, $3, 'Grace', 'grace@example.test', $4, $5)",
    [A.id, A.meetingTypes[0], slot, key, hash(token)],
  );
}

describe("guest booking functions", () => {
  it("books once per idempotency key and refuses an overlapping slot", async () => {
    await db.as(anon, async (tx) => {
      const first = (await createBooking(tx, "key-00000001", "token-a")).rows[0];
      expect(first).toMatchObject({ created: true, status: "confirmed" });
      const replay = (await createBooking(tx, "key-00000001", "token-b")).rows[0];
      expect(replay).toMatchObject({ id: first.id, created: false });
      await expect(createBooking(tx, "key-00000002", "token-c")).rejects.toThrow(/slot_taken/);
    });
  });

  it("opens a booking only with its own token, and lets the guest make only guest moves", async () => {
    await db.as(anon, async (tx) => {
      const { id } = (await createBooking(tx, "key-00000003", "token-d")).rows[0];
      expect((await tx.query("select * from private.guest_booking($1, $2)", [id, hash("token-d")])).rows).toHaveLength(1);
      expect((await tx.query("select * from private.guest_booking($1, $2)", [id, hash("token-x")])).rows).toHaveLength(0);
      const setStatus = (token: string, expected: string, status: string) =>
        tx.query<{ status: string }>("select status from private.guest_set_status($1, $2, $3, $4)", [id, hash(token), expected, status]);
      expect((await setStatus("token-x", "confirmed", "waiting")).rows).toEqual([]);
      expect((await setStatus("token-d", "confirmed", "in_progress")).rows).toEqual([]);
      expect((await setStatus("token-d", "scheduled", "waiting")).rows).toEqual([]);
      expect((await setStatus("token-d", "confirmed", "waiting")).rows).toEqual([{ status: "waiting" }]);
    });
  });

  it("shows anonymous visitors busy times but no bookings", async () => {
    await db.as(anon, async (tx) => {
      await createBooking(tx, "key-00000004", "token-e");
      const busy = await tx.query<Record<string, unknown>>("select * from private.taken_slots($1, $2, $3)", [A.id, "2031-03-04", "2031-03-05"]);
      expect(busy.rows).toEqual([{ scheduled_at: expect.anything(), duration_minutes: 30 }]);
      expect((await tx.query("select id from public.bookings")).rows).toEqual([]);
    });
  });
});

describe("one live booking per slot", () => {
  it("refuses a second live booking at the same time, and frees the slot when cancelled", async () => {
    await db.runner.exec("begin");
    try {
      const insert = () =>
        db.runner.query<{ id: string }>(
          `insert into public.bookings (organization_id, meeting_type_id, title, customer_name, scheduled_at)
           values ($1, $2, 'Call', 'Grace', $3) returning id`,
          [A.id, A.meetingTypes[0], SLOT],
        );
      const { id } = (await insert()).rows[0];
      await db.runner.exec("savepoint second");
      await expect(insert()).rejects.toThrow(/bookings_slot_key/);
      await db.runner.exec("rollback to savepoint second");
      await db.runner.query("update public.bookings set status = 'cancelled' where id = $1", [id]);
      await expect(insert()).resolves.toBeTruthy();
    } finally {
      await db.runner.exec("rollback");
    }
  });
});
