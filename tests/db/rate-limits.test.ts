import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/tests/helpers/db";

// private.take_rate_limit (issue 37): a window that has ended is deleted, whichever key takes a hit next, so the
// table keeps only the windows still counting; a window still counting keeps its hits.
let db: TestDatabase;

/** One hit against `key`, in its own transaction as the API takes it (as anon), so now() moves between calls. */
async function take(key: string, limit: number, windowSeconds: number): Promise<boolean> {
  await db.runner.exec("begin");
  try {
    await db.runner.exec("set local role anon");
    const { rows } = await db.runner.query<{ allowed: boolean }>("select private.take_rate_limit($1, $2, $3) as allowed", [key, limit, windowSeconds]);
    await db.runner.exec("commit");
    return rows[0].allowed;
  } catch (error) {
    await db.runner.exec("rollback");
    throw error;
  }
}

const keys = async () =>
  (await db.runner.query<{ key: string }>("select key from private.rate_limits where key like 'test:%' order by key")).rows.map((row) => row.key);

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

describe("private.take_rate_limit", () => {
  it("deletes windows that have ended when any key takes a hit, and keeps the ones still counting", async () => {
    expect(await take("test:short-a", 5, 1)).toBe(true);
    expect(await take("test:short-b", 5, 1)).toBe(true);
    expect(await take("test:hour", 2, 3600)).toBe(true);
    expect(await take("test:hour", 2, 3600)).toBe(true);
    expect(await keys()).toEqual(["test:hour", "test:short-a", "test:short-b"]);

    await sleep(1100);
    expect(await take("test:other", 5, 60)).toBe(true);
    expect(await keys()).toEqual(["test:hour", "test:other"]);
    // The hour's window still counts: its third hit is over the limit.
    expect(await take("test:hour", 2, 3600)).toBe(false);
  });

  it("starts a key whose window ended afresh", async () => {
    expect(await take("test:again", 1, 1)).toBe(true);
    expect(await take("test:again", 1, 1)).toBe(false);
    await sleep(1100);
    expect(await take("test:again", 1, 1)).toBe(true);
  });
});
