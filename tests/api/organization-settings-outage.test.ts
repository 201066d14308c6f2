import { afterAll, beforeAll, expect, it } from "vitest";
import { startAppStack, type AppStack } from "../helpers/app-stack";
import { getOrganization, getSection } from "../helpers/organization-api";
import { ACME, SEED_PASSWORDS } from "../helpers/seed-ids";

// Global Settings while the database is down (issue 16): the API answers 503 with a message the modal shows
// beside its Retry ("Failed to fetch organization data: …"), never a stack trace or a hang.
let app: AppStack;
let token: string;

beforeAll(async () => {
  app = await startAppStack();
  token = await app.signIn(ACME.admin.email, SEED_PASSWORDS.admin);
});

afterAll(async () => {
  await app?.close().catch(() => undefined);
});

it("answers 503 with a plain message while the database is stopped", async () => {
  expect((await getOrganization({ token, orgId: ACME.id })).status).toBe(200);
  await app.stopDatabase();

  for (const response of [await getOrganization({ token, orgId: ACME.id }), await getSection({ token, orgId: ACME.id, section: "faqs" })]) {
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({ error: { code: "database_unavailable", message: "The service is temporarily unavailable. Please try again." } });
    expect(JSON.stringify(body)).not.toMatch(/ECONN|at .*\.ts/);
  }
});
