import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { anyAnswer, ApiClientError, apiError, apiFetch, apiFetchVersioned, staleConflict } from "@/lib/api/client";

type Call = [path: string, init: RequestInit];

/** A fetch that answers `response` and keeps what it was asked. */
function answering(response: Response) {
  const fetch = vi.fn<(...call: Call) => Promise<Response>>(async () => response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const headersOf = (fetch: ReturnType<typeof answering>) => new Headers(fetch.mock.calls[0]![1].headers);

async function failure(request: Promise<unknown>): Promise<ApiClientError> {
  const error = await request.catch((caught: unknown) => caught);
  if (!(error instanceof ApiClientError)) throw new Error(`expected an ApiClientError, got ${String(error)}`);
  return error;
}

describe("the API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the access token as Bearer, the body as JSON and the site's cookies", async () => {
    const fetch = answering(Response.json({ ok: true }));
    const answer = await apiFetch("/api/profile", z.object({ ok: z.boolean() }), { method: "PUT", token: "access-token", body: { username: "ada" } });
    expect(answer).toEqual({ ok: true });
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe("/api/profile");
    expect(init.method).toBe("PUT");
    expect(init.body).toBe(JSON.stringify({ username: "ada" }));
    expect(init.credentials).toBe("same-origin");
    expect(headersOf(fetch).get("authorization")).toBe("Bearer access-token");
    expect(headersOf(fetch).get("content-type")).toBe("application/json");
  });

  it("sends no token, no body and GET when none is given", async () => {
    const fetch = answering(Response.json([]));
    await apiFetch("/api/help-center?locale=en", anyAnswer);
    const [, init] = fetch.mock.calls[0]!;
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(headersOf(fetch).has("authorization")).toBe(false);
    expect(headersOf(fetch).has("content-type")).toBe(false);
  });

  it("names the version a write starts from in If-Match and reads the next one from the ETag", async () => {
    const fetch = answering(Response.json({ id: "s1", version: 4 }, { headers: { etag: '"5"' } }));
    const saved = await apiFetchVersioned("/api/template-sections/s1", z.looseObject({ id: z.string() }), { method: "PATCH", body: { a: 1 }, version: 4 });
    expect(headersOf(fetch).get("if-match")).toBe('"4"');
    expect(saved).toEqual({ data: { id: "s1", version: 4 }, version: 5 });
    // A versioned read never comes from the HTTP cache: an old version would only earn a 412.
    expect(fetch.mock.calls[0]![1].cache).toBe("no-store");
  });

  it("reads a weak ETag, and the body's version when there is no ETag", async () => {
    answering(Response.json({ version: 2 }, { headers: { etag: 'W/"7"' } }));
    expect((await apiFetchVersioned("/api/settings", anyAnswer)).version).toBe(7);
    answering(Response.json({ version: 2 }));
    expect((await apiFetchVersioned("/api/settings", anyAnswer)).version).toBe(2);
  });

  it("sends FormData as it is, with the signal and keepalive it is given", async () => {
    const fetch = answering(Response.json({}));
    const form = new FormData();
    form.set("file", new Blob(["x"]), "x.txt");
    const controller = new AbortController();
    await apiFetch("/api/media", anyAnswer, { method: "POST", form, signal: controller.signal, keepalive: true });
    const [, init] = fetch.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(headersOf(fetch).has("content-type")).toBe(false);
    expect(init.signal).toBe(controller.signal);
    expect(init.keepalive).toBe(true);
  });

  it("throws the platform's error: status, code, message and field messages", async () => {
    answering(Response.json({ error: { code: "validation_failed", message: "Invalid input", fields: { alt: "Too long", n: 3 } } }, { status: 422 }));
    const error = await failure(apiFetch("/api/media/m1", anyAnswer, { method: "PATCH", body: { alt: "x" } }));
    expect(error.status).toBe(422);
    expect(error.code).toBe("validation_failed");
    expect(error.message).toBe("Invalid input");
    expect(error.fields).toEqual({ alt: "Too long" });
  });

  it("keeps the rest of the error object: the lease and its holder on a 423", async () => {
    const lock = { holder_id: "u2", holder_name: "Grace", since: "2030-01-01T10:00:00Z", expires_at: "2030-01-01T10:05:00Z" };
    answering(Response.json({ error: { code: "locked", message: "Grace is editing this post.", lock } }, { status: 423 }));
    const error = await failure(apiFetch("/api/posts/hello", anyAnswer, { method: "PATCH", body: {} }));
    expect(error.status).toBe(423);
    expect(error.details.lock).toEqual(lock);
  });

  it("says which row a stale write (412) met and who changed it", async () => {
    const current = { id: "s1", version: 9, section_title: "Theirs" };
    const changedBy = { id: "u2", name: "Grace", at: "2030-01-01T10:00:00Z", fields: ["section_title"] };
    answering(Response.json({ error: { code: "precondition_failed", message: "Stale", current, changed_by: changedBy } }, { status: 412 }));
    const error = await failure(apiFetchVersioned("/api/template-sections/s1", anyAnswer, { method: "PATCH", body: {}, version: 8 }));
    expect(staleConflict(error)).toEqual({ current, changedBy });
  });

  it("finds no conflict in other failures, or in a 412 without the current row", () => {
    expect(staleConflict(new ApiClientError(409, "conflict", "Taken"))).toBeNull();
    expect(staleConflict(new ApiClientError(412, "precondition_failed", "Stale"))).toBeNull();
    expect(staleConflict(new Error("offline"))).toBeNull();
  });

  it("falls back to the status text, and to code unknown, when the answer is not the platform's shape", async () => {
    answering(new Response("<html>Bad Gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = await failure(apiFetch("/api/dashboard", anyAnswer));
    expect([error.status, error.code, error.message, error.statusText]).toEqual([502, "unknown", "Bad Gateway", "Bad Gateway"]);
    expect(apiError(500, "Internal Server Error", null).message).toBe("Internal Server Error");
  });

  it("checks the answer against the schema", async () => {
    answering(Response.json({ bookings: "none" }));
    await expect(apiFetch("/api/meetings/bookings", z.object({ bookings: z.array(z.unknown()) }))).rejects.toBeInstanceOf(z.ZodError);
  });

  it("lets a network failure through as the browser threw it", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(apiFetch("/api/profile", anyAnswer)).rejects.toThrow(TypeError);
  });
});
