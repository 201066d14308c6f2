// pg-boss's own DDL for its schema, as the library builds it (PgBoss.getConstructionPlans), without its
// BEGIN/COMMIT: a migration runs in a transaction of its own. The job-queue migration holds exactly this text
// (tests/contract/job-queue-schema.test.ts), so the schema is made by whoever applies the migrations, and the
// app's login role, which may not create schemas, only owns it.
import PgBoss from "pg-boss";

export const JOB_QUEUE_SCHEMA = "pgboss";

export function jobQueueConstructionSql(): string {
  return PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA)
    .replace(/^\s*BEGIN;\s*$/m, "")
    .replace(/^\s*COMMIT;\s*$/m, "")
    .trim();
}
