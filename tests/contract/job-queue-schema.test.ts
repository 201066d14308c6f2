// supabase/migrations/20261201000100_job_queue.sql holds pg-boss's own DDL for its schema (the app's login role may
// not create schemas). After a pg-boss upgrade that changes that DDL this fails: add a migration with pg-boss's
// migration plan (PgBoss.getMigrationPlans) rather than editing an applied one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { jobQueueConstructionSql } from "@/lib/jobs/schema-plan";

const MIGRATION = "supabase/migrations/20261201000100_job_queue.sql";

describe("the job queue's schema", () => {
  it("is made by the migration exactly as the installed pg-boss makes it", () => {
    const migration = readFileSync(MIGRATION, "utf8");
    expect(migration.includes(jobQueueConstructionSql()), `${MIGRATION} no longer matches the installed pg-boss's schema`).toBe(true);
  });
});
