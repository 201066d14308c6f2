import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { uniqueEmail } from "../helpers/auth-stack";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND_HOST } from "../helpers/organization-api";

// POST /api/register where Auth requires no confirmation (the development default): the new account's session is
// passed back for the browser's client to take over, and it is a working session.
vi.mock("next/cache", () => ({ revalidateTag: () => undefined }));

let app: AppStack;

beforeAll(async () => {
  app = await startAppStack();
});

afterAll(async () => {
  await app?.close();
});

describe("POST /api/register without email confirmation", () => {
  it("answers the new account's session, which signs its owner in as the site's new customer", async () => {
    const { POST } = await import("@/app/api/register/route");
    const email = uniqueEmail("instant");
    const body = { username: "instant-user", email, password: "Sunshine42", login_url: `http://${NORTHWIND_HOST}/login` };
    const response = await POST(apiRequest(NORTHWIND_HOST, "/api/register", { method: "POST", body }));
    expect(response.status).toBe(200);
    const { session } = await response.json();
    expect(session).toEqual({ access_token: expect.any(String), refresh_token: expect.any(String) });

    const { PUT } = await import("@/app/api/profile/route");
    const profile = await PUT(apiRequest(NORTHWIND_HOST, "/api/profile", { method: "PUT", token: session.access_token, body: {} }));
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ profile: { email, username: "instant-user" }, role: "customer" });
  });
});
