// The drizzle schema of every public table, mirroring supabase/migrations (the source of truth).
// tests/db/schema-drift.test.ts fails when the two disagree.
import "server-only";
export { authUsers, domains, invitations, memberships, organizations, profiles, settings, teamEvents } from "./tables/tenancy";
export * from "./tables/content";
export * from "./tables/navigation";
export * from "./tables/commerce";
export * from "./tables/accounts";
export * from "./tables/messages";
export * from "./tables/editing";
export * from "./tables/media";
export * from "./tables/post-locks";
export * from "./tables/support";
export * from "./tables/assistant";
export * from "./tables/publishing";
export * from "./tables/presence";
export * from "./tables/email";
export * from "./tables/translations";
export * from "./tables/analytics";
