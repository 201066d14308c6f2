// Prints the job-queue migration's generated part for the installed pg-boss (after an upgrade that changes its
// schema, a new migration holds pg-boss's migration plan instead: see the contract test).
import { jobQueueConstructionSql } from "../lib/jobs/schema-plan";

console.log(jobQueueConstructionSql());
