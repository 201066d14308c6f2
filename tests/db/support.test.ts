// Support tickets beyond the RLS matrix: who may write which side of a conversation, and the narrow
// security definer functions customers and the contact form go through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlRunner } from "@/supabase/embedded/migrate";
import { createTestDatabase, type Actor, type TestDatabase } from "@/tests/helpers/db";
import { ACME, NORTHWIND } from "@/tests/helpers/seed-ids";

const TICKET = "5a0b0000-0000-4000-8000-000000000011";
const customer: Actor = { role: "authenticated", userId: NORTHWIND.customer.id, email: NORTHWIND.customer.email };
const admin: Actor = { role: "authenticated", userId: NORTHWIND.admin.id, email: NORTHWIND.admin.email };
const acmeAdmin: Actor = { role: "authenticated", userId: ACME.admin.id, email: ACME.admin.email };
const acmeCustomer: Actor = { role: "authenticated", userId: ACME.customer.id, email: ACME.customer.email };

// A ticket of Northwind's customer, written by the superuser inside each rolled-back transaction.
const setup = (status = "open") => ({
  setup: (tx: SqlRunner) =>
    tx.query(
      `insert into support_tickets (id, organization_id, customer_id, customer_email, subject, status)
       values ($1, $2, $3, $4, 'Moving our diagnostic', $5)`,
      [TICKET, NORTHWIND.id, NORTHWIND.customer.id, NORTHWIND.customer.email, status],
    ),
});

const writeAs = (side: string, authorId: string) => (tx: SqlRunner) =>
  tx.query(
    `insert into support_messages (organization_id, ticket_id, author_side, author_id, body) values ($1, $2, $3, $4, 'Hello')`,
    [NORTHWIND.id, TICKET, side, authorId],
  );
const ticketRow = (tx: SqlRunner) =>
  tx.query<{ status: string; customer_read: boolean; admin_read: boolean }>(
    `select status, customer_read_at is not null as customer_read, admin_read_at is not null as admin_read
       from support_tickets where id = $1`,
    [TICKET],
  );

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe("support messages", () => {
  it("an admin writes as the admin side only, and the ticket waits for the customer", async () => {
    await expect(db.as(admin, writeAs("customer", NORTHWIND.admin.id), setup())).rejects.toThrow(/row-level security/);
    const after = await db.as(admin, async (tx) => (await writeAs("admin", NORTHWIND.admin.id)(tx), ticketRow(tx)), setup());
    expect(after.rows).toEqual([{ status: "pending", customer_read: false, admin_read: true }]);
  });

  it("a customer writes as the customer side on their own ticket, which reopens a closed one", async () => {
    await expect(db.as(customer, writeAs("admin", NORTHWIND.customer.id), setup())).rejects.toThrow(/row-level security/);
    const after = await db.as(customer, async (tx) => (await writeAs("customer", NORTHWIND.customer.id)(tx), ticketRow(tx)), setup("closed"));
    expect(after.rows).toEqual([{ status: "open", customer_read: true, admin_read: false }]);
  });

  it("nobody else writes on the ticket", async () => {
    await expect(db.as(acmeAdmin, writeAs("admin", ACME.admin.id), setup())).rejects.toThrow(/row-level security|same organization/);
    await expect(db.as(acmeCustomer, writeAs("customer", ACME.customer.id), setup())).rejects.toThrow(/row-level security|same organization/);
  });

  it("an admin cannot write on a closed ticket", async () => {
    await expect(db.as(admin, writeAs("admin", NORTHWIND.admin.id), setup("closed"))).rejects.toThrow(/ticket_closed/);
  });
});

describe("support functions", () => {
  const markRead = (org = NORTHWIND.id) => (tx: SqlRunner) =>
    tx.query<{ marked: boolean }>("select private.mark_ticket_read($1, $2) as marked", [TICKET, org]);
  const adminEmails = (tx: SqlRunner) => tx.query<{ email: string }>("select private.ticket_admin_emails($1) as email", [TICKET]);

  it("marks read only for the ticket's customer or its organisation's admins", async () => {
    expect((await db.as(customer, markRead(), setup())).rows).toEqual([{ marked: true }]);
    expect((await db.as(admin, markRead(), setup())).rows).toEqual([{ marked: true }]);
    expect((await db.as(acmeAdmin, markRead(), setup())).rows).toEqual([{ marked: false }]);
    expect((await db.as(acmeAdmin, markRead(ACME.id), setup())).rows).toEqual([{ marked: false }]);
    expect((await db.as(acmeCustomer, markRead(), setup())).rows).toEqual([{ marked: false }]);
  });

  it("tells the admins' addresses to the ticket's customer only", async () => {
    expect((await db.as(customer, adminEmails, setup())).rows).toEqual([{ email: NORTHWIND.admin.email }]);
    expect((await db.as(acmeCustomer, adminEmails, setup())).rows).toEqual([]);
    await expect(db.as({ role: "anon" }, adminEmails, setup())).rejects.toThrow(/permission denied/);
  });
});
