import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "@/supabase/embedded/auth/keys";
import { apiRequest, startAppStack, type AppStack } from "../helpers/app-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

// A signed-out session's access token stays valid as a JWT until it expires; the app must not let it write.
let app: AppStack;
let profileRoute: typeof import("@/app/api/profile/route");

const HOST = "localhost:3000";

beforeAll(async () => {
  app = await startAppStack();
  profileRoute = await import("@/app/api/profile/route");
});

afterAll(async () => {
  await app?.close();
});

async function logOut(token: string) {
  const response = await fetch(`${app.auth.url}/auth/v1/logout?scope=local`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(204);
}

describe("a token after its logout", () => {
  it("can no longer change anything: 401 with the spec's message", async () => {
    const token = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    const update = () => profileRoute.PUT(apiRequest(HOST, "/api/profile", { method: "PUT", token, body: { full_name: "Olivia Grant" } }));
    expect((await update()).status).toBe(200);

    await logOut(token);
    const response = await update();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "No active session found. Please log in again." } });
  });

  it("leaves other sessions of the same user writing", async () => {
    const kept = await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
    await logOut(await app.signIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer));
    const response = await profileRoute.PUT(apiRequest(HOST, "/api/profile", { method: "PUT", token: kept, body: { full_name: "Olivia Grant" } }));
    expect(response.status).toBe(200);
  });
});
