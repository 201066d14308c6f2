// The embedded Storage API driven by supabase-js itself (issue 12): upload, upsert, list, download, remove,
// public and signed URLs, and the refusals, on the stack's real policies (supabase/migrations/*_media.sql).
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readlink, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY } from "@/supabase/embedded/auth/keys";
import { readSeedMedia } from "@/supabase/embedded/seed-media";
import { startAuthStack, type AuthStack } from "../helpers/auth-stack";
import { ACME, NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

let stack: AuthStack;
let root: string;
let admin: SupabaseClient;
let otherAdmin: SupabaseClient;
let customer: SupabaseClient;

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e1f7380000000049454e44ae426082", "hex");
const png = (bytes: Uint8Array = PNG) => new Blob([new Uint8Array(bytes)], { type: "image/png" });
const A = (file: string) => `${NORTHWIND.id}/${file}`;

function rawPost(pathname: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: pathname, method: "POST", headers: { apikey: LOCAL_ANON_KEY, "content-type": "image/png" } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end(PNG);
  });
}

async function signedIn(email: string, password: string) {
  const client = stack.client({ ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "storage-test-"));
  stack = await startAuthStack({ storageRoot: root });
  admin = await signedIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
  otherAdmin = await signedIn(ACME.admin.email, SEED_PASSWORDS.admin);
  customer = await signedIn(NORTHWIND.customer.email, SEED_PASSWORDS.customer);
});

afterAll(async () => {
  await stack?.stop();
  await rm(root, { recursive: true, force: true });
});

describe("the media bucket through supabase-js", () => {
  it("an admin uploads under their organisation's folder; anyone downloads it from its public URL", async () => {
    const { data, error } = await admin.storage.from("media").upload(A("logo.png"), png());
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: A("logo.png"), fullPath: `media/${A("logo.png")}` });

    const { publicUrl } = stack.client().storage.from("media").getPublicUrl(A("logo.png")).data;
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toMatch(/sandbox/);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it("a browser that already holds the file revalidates it with 304 and no body; a changed file comes whole", async () => {
    const { publicUrl } = stack.client().storage.from("media").getPublicUrl(A("logo.png")).data;
    const etag = (await fetch(publicUrl)).headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(publicUrl, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    expect(again.headers.get("etag")).toBe(etag);
    const stale = await fetch(publicUrl, { headers: { "if-none-match": '"an-older-version"' } });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer())).toEqual(PNG);
  });

  it("serves a video in byte ranges, as a player streams and seeks it: 206 with Content-Range, 416 past the end", async () => {
    const video = (await readSeedMedia()).find((file) => file.mimeType === "video/webm")!;
    const webm = Buffer.from(video.bytes);
    const size = webm.length;
    expect((await admin.storage.from("media").upload(A("clip.webm"), new Blob([new Uint8Array(webm)], { type: "video/webm" }))).error).toBeNull();
    const { publicUrl } = stack.client().storage.from("media").getPublicUrl(A("clip.webm")).data;

    const whole = await fetch(publicUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/webm");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(webm);

    const ranged = async (range: string) => {
      const response = await fetch(publicUrl, { headers: { range } });
      return { status: response.status, contentRange: response.headers.get("content-range"), length: response.headers.get("content-length"), type: response.headers.get("content-type"), body: Buffer.from(await response.arrayBuffer()) };
    };
    // A player's first request, then a seek into the middle, then the tail (where the cues are).
    expect(await ranged("bytes=0-")).toMatchObject({ status: 206, contentRange: `bytes 0-${size - 1}/${size}`, length: String(size), type: "video/webm", body: webm });
    expect(await ranged("bytes=1000-1999")).toMatchObject({ status: 206, contentRange: `bytes 1000-1999/${size}`, length: "1000", body: webm.subarray(1000, 2000) });
    expect(await ranged("bytes=-500")).toMatchObject({ status: 206, contentRange: `bytes ${size - 500}-${size - 1}/${size}`, body: webm.subarray(size - 500) });
    // An end past the file is cut to the file, as RFC 9110 asks.
    expect(await ranged(`bytes=${size - 10}-${size + 1000}`)).toMatchObject({ status: 206, contentRange: `bytes ${size - 10}-${size - 1}/${size}`, body: webm.subarray(size - 10) });
    expect(await ranged(`bytes=${size}-`)).toMatchObject({ status: 416, contentRange: `bytes */${size}`, body: Buffer.alloc(0) });
    expect(await ranged("bytes=500-100")).toMatchObject({ status: 416, contentRange: `bytes */${size}` });
  });

  // Read through Linux's /proc (CI's system); elsewhere the process's open files are not listed this way.
  it.runIf(existsSync("/proc/self/fd"))("a browser that hangs up, before the file's first byte or in the middle, leaves none of the bucket's files open", async () => {
    const { publicUrl } = stack.client().storage.from("media").getPublicUrl(A("clip.webm")).data;
    // The files this process holds open under the stack's storage folder (Linux's view of the open descriptors).
    const openFiles = async () => {
      const descriptors = await readdir("/proc/self/fd");
      const targets = await Promise.all(descriptors.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => "")));
      return targets.filter((target) => target.startsWith(root));
    };
    const { hostname, port, pathname } = new URL(publicUrl);
    for (let i = 0; i < 12; i++) {
      await new Promise<void>((resolve) => {
        const sent = request({ hostname, port, path: pathname }, (response) => {
          // Mid-file: the answer has begun; the browser leaves the page.
          response.once("data", () => sent.destroy());
          response.once("close", resolve);
        });
        sent.on("error", () => resolve());
        sent.end();
        // Before the first byte: gone while the server still looks the object up and opens the file.
        if (i % 2 === 1) sent.once("finish", () => setTimeout(() => sent.destroy(), (i - 1) / 2));
      });
    }
    await expect.poll(openFiles, { timeout: 5_000 }).toEqual([]);
  });

  it("a second upload to the same name is refused unless it upserts, and an upsert replaces the bytes", async () => {
    await admin.storage.from("media").upload(A("twice.png"), png());
    const again = await admin.storage.from("media").upload(A("twice.png"), png());
    expect(again.error).toMatchObject({ statusCode: "409" });

    const changed = Buffer.concat([PNG, Buffer.from("x")]);
    expect((await admin.storage.from("media").upload(A("twice.png"), png(changed), { upsert: true })).error).toBeNull();
    const { data } = await admin.storage.from("media").download(A("twice.png"));
    expect(Buffer.from(await data!.arrayBuffer())).toEqual(changed);
    // update (PUT) replaces too
    expect((await admin.storage.from("media").update(A("twice.png"), png())).error).toBeNull();
  });

  it("lists files and folders one level down, and info reads an object's size and type", async () => {
    await admin.storage.from("media").upload(A("gallery/one.png"), png());
    await admin.storage.from("media").upload(A("gallery/two.png"), png());
    const { data: top } = await admin.storage.from("media").list(NORTHWIND.id);
    expect(top?.map((entry) => entry.name)).toEqual(expect.arrayContaining(["gallery", "logo.png"]));
    expect(top?.find((entry) => entry.name === "gallery")?.id).toBeNull();
    const { data: gallery } = await admin.storage.from("media").list(`${NORTHWIND.id}/gallery`, { search: "two" });
    expect(gallery?.map((entry) => entry.name)).toEqual(["two.png"]);
    expect(gallery?.[0].metadata).toMatchObject({ size: PNG.length, mimetype: "image/png" });
    const { data: info } = await admin.storage.from("media").info(A("gallery/one.png"));
    expect(info).toMatchObject({ size: PNG.length, contentType: "image/png" });
  });

  it("signed URLs open the object until they expire, and only the object they name", async () => {
    const { data } = await admin.storage.from("media").createSignedUrl(A("logo.png"), 60);
    expect((await fetch(data!.signedUrl)).status).toBe(200);
    const forged = data!.signedUrl.replace("logo.png", "gallery/one.png");
    expect((await fetch(forged)).status).toBe(400);
    const many = await admin.storage.from("media").createSignedUrls([A("logo.png"), A("missing.png")], 60);
    expect(many.data?.map((entry) => Boolean(entry.signedUrl))).toEqual([true, false]);
  });

  it("a removed object answers 404 and leaves the listing", async () => {
    await admin.storage.from("media").upload(A("gone.png"), png());
    const { data, error } = await admin.storage.from("media").remove([A("gone.png")]);
    expect(error).toBeNull();
    expect(data?.map((row) => row.name)).toEqual([A("gone.png")]);
    expect((await fetch(stack.client().storage.from("media").getPublicUrl(A("gone.png")).data.publicUrl)).status).toBe(404);
    const { data: listed } = await admin.storage.from("media").list(NORTHWIND.id);
    expect(listed?.map((entry) => entry.name)).not.toContain("gone.png");
  });
});

describe("after logout?scope=local", () => {
  it("the same token can no longer upload, upsert or delete in the organisation's folder", async () => {
    const client = await signedIn(NORTHWIND.admin.email, SEED_PASSWORDS.admin);
    const media = client.storage.from("media");
    expect((await media.upload(A("kept.png"), png())).error).toBeNull();
    const { data } = await client.auth.getSession();
    const logout = await fetch(`${stack.url}/auth/v1/logout?scope=local`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${data.session!.access_token}` },
    });
    expect(logout.status).toBe(204);

    expect((await media.upload(A("after-logout.png"), png())).error).toMatchObject({ statusCode: "403" });
    const changed = Buffer.concat([PNG, Buffer.from("after logout")]);
    expect((await media.upload(A("kept.png"), png(changed), { upsert: true })).error).toMatchObject({ statusCode: "403" });
    expect((await media.update(A("kept.png"), png(changed))).error).toMatchObject({ statusCode: "403" });
    expect((await media.remove([A("kept.png")])).data).toEqual([]);

    const publicUrl = (name: string) => stack.client().storage.from("media").getPublicUrl(A(name)).data.publicUrl;
    expect((await fetch(publicUrl("after-logout.png"))).status).toBe(404);
    const kept = await fetch(publicUrl("kept.png"));
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(PNG);
    // The admin's other sessions keep writing.
    expect((await admin.storage.from("media").remove([A("kept.png")])).data?.map((row) => row.name)).toEqual([A("kept.png")]);
  });
});

describe("refusals", () => {
  it.each([
    ["another organisation's admin", () => otherAdmin],
    ["a customer", () => customer],
    ["a visitor", () => stack.client()],
  ])("%s cannot write under Northwind's folder: 403 and nothing stored", async (_who, client) => {
    const { error } = await client().storage.from("media").upload(A("intruder.png"), png());
    expect(error).toMatchObject({ statusCode: "403" });
    expect((await fetch(stack.client().storage.from("media").getPublicUrl(A("intruder.png")).data.publicUrl)).status).toBe(404);
  });

  it("another organisation's admin can neither replace nor remove Northwind's files", async () => {
    expect((await otherAdmin.storage.from("media").upload(A("logo.png"), png(), { upsert: true })).error).toMatchObject({ statusCode: "403" });
    const { data } = await otherAdmin.storage.from("media").remove([A("logo.png")]);
    expect(data).toEqual([]);
    expect((await fetch(stack.client().storage.from("media").getPublicUrl(A("logo.png")).data.publicUrl)).status).toBe(200);
  });

  it("a type the bucket does not take is refused", async () => {
    const { error } = await admin.storage.from("media").upload(A("page.html"), new Blob(["<script>alert(1)</script>"], { type: "text/html" }));
    expect(error).toMatchObject({ statusCode: "415" });
  });

  it.each([
    ["a parent segment", `${NORTHWIND.id}/../${ACME.id}/x.png`],
    ["an encoded slash", `${NORTHWIND.id}%2F..%2Fx.png`],
    ["a control character", `${NORTHWIND.id}/bad%07name.png`],
    ["an empty segment (an absolute path)", `/${NORTHWIND.id}/x.png`],
  ])("a name with %s answers 400", async (_what, name) => {
    // node:http sends the path as written; fetch would resolve the dot segments first.
    const { status, body } = await rawPost(`/storage/v1/object/media/${name}`);
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ error: "InvalidKey" });
  });

  it("a request without an API key is refused, and a forged token too", async () => {
    expect((await fetch(`${stack.url}/storage/v1/object/list/media`, { method: "POST", body: "{}" })).status).toBe(401);
    const forged = await fetch(`${stack.url}/storage/v1/object/list/media`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, authorization: "Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln" },
      body: "{}",
    });
    expect(forged.status).toBe(401);
  });
});
