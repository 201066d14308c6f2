// Storage's image transformations on the embedded stack (issue 12, responsive images): a public media image in
// the widths a page's srcset asks for, as WebP for browsers that take it, through supabase-js's own render URLs.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAuthStack, type AuthStack } from "../helpers/auth-stack";
import { NORTHWIND, SEED_PASSWORDS } from "../helpers/seed-ids";

let stack: AuthStack;
let root: string;
let admin: SupabaseClient;
const A = (file: string) => `${NORTHWIND.id}/${file}`;
const WEBP = "image/avif,image/webp,image/apng,image/*,*/*;q=0.8";

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "storage-render-"));
  stack = await startAuthStack({ storageRoot: root });
  admin = stack.client({ ip: "10.9.7.7" });
  const { error } = await admin.auth.signInWithPassword({ email: NORTHWIND.admin.email, password: SEED_PASSWORDS.admin });
  if (error) throw error;
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3b82f6" } }).jpeg().toBuffer();
  const upload = await admin.storage.from("media").upload(A("render/photo.jpg"), new Blob([new Uint8Array(photo)], { type: "image/jpeg" }));
  expect(upload.error).toBeNull();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
  expect((await admin.storage.from("media").upload(A("render/mark.svg"), new Blob([svg], { type: "image/svg+xml" }))).error).toBeNull();
});

afterAll(async () => {
  await stack?.stop();
  await rm(root, { recursive: true, force: true });
});

const renderUrl = (name: string, transform: { width?: number; height?: number; quality?: number; format?: "origin" }) =>
  stack.client().storage.from("media").getPublicUrl(A(name), { transform }).data.publicUrl;

describe("GET /storage/v1/render/image/public/…", () => {
  it("resizes to the asked width, keeps the aspect ratio and sends WebP to a browser that accepts it", async () => {
    const url = renderUrl("render/photo.jpg", { width: 640 });
    expect(url).toContain("/storage/v1/render/image/public/media/");
    const response = await fetch(url, { headers: { accept: WEBP } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("vary")).toMatch(/accept/i);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 640, 360]);
  });

  it("keeps the stored format for format=origin or a browser without WebP, and never enlarges", async () => {
    const origin = await fetch(renderUrl("render/photo.jpg", { width: 320, format: "origin" }), { headers: { accept: WEBP } });
    expect(origin.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await origin.arrayBuffer())).metadata()).width).toBe(320);
    const old = await fetch(renderUrl("render/photo.jpg", { width: 2500 }), { headers: { accept: "image/jpeg" } });
    expect(old.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await old.arrayBuffer())).metadata()).width).toBe(1600);
  });

  it("answers the same bytes again from its kept variant", async () => {
    const first = Buffer.from(await (await fetch(renderUrl("render/photo.jpg", { width: 960 }), { headers: { accept: WEBP } })).arrayBuffer());
    const second = Buffer.from(await (await fetch(renderUrl("render/photo.jpg", { width: 960 }), { headers: { accept: WEBP } })).arrayBuffer());
    expect(second.equals(first)).toBe(true);
  });

  it("revalidates a variant the browser holds with 304", async () => {
    const url = renderUrl("render/photo.jpg", { width: 640 });
    const etag = (await fetch(url, { headers: { accept: WEBP } })).headers.get("etag");
    const again = await fetch(url, { headers: { accept: WEBP, "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it("serves an SVG as stored, inert", async () => {
    const response = await fetch(renderUrl("render/mark.svg", { width: 100 }), { headers: { accept: WEBP } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toMatch(/sandbox/);
  });

  it("refuses bad transformations with 400 and unknown objects with 404", async () => {
    const base = renderUrl("render/photo.jpg", { width: 1 }).split("?")[0];
    for (const query of ["width=0", "width=2501", "width=abc", "quality=10", "resize=stretch", "format=gif"]) {
      const response = await fetch(`${base}?${query}`);
      expect(response.status, query).toBe(400);
    }
    expect((await fetch(renderUrl("render/missing.jpg", { width: 100 }))).status).toBe(404);
    expect((await fetch(`${base.replace("render/photo.jpg", "..%2Fphoto.jpg")}?width=10`)).status).toBe(400);
  });
});
