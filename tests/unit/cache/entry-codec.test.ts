import { describe, expect, it } from "vitest";
import { decodeEntry, encodeEntry } from "@/lib/cache/entry-codec.mjs";

describe("a cache entry as stored in Redis", () => {
  it("comes back with its buffers, maps and a never-expiring life", () => {
    const entry = {
      lastModified: 1700000000000,
      cacheControl: { revalidate: 900, expire: Number.POSITIVE_INFINITY },
      value: { kind: "APP_PAGE", html: "<p>Grüße</p>", rscData: Buffer.from([0, 1, 254, 255]), segmentData: new Map([["/_tree", Buffer.from("tree")]]) },
    };
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry);
  });

  it("keeps the bytes raw rather than in base64", () => {
    const bytes = Buffer.alloc(30_000, 7);
    expect(encodeEntry({ value: bytes }).byteLength).toBeLessThan(30_100);
  });

  it("reads a truncated or foreign value as nothing", () => {
    const stored = encodeEntry({ value: Buffer.from("page") });
    expect(decodeEntry(stored.subarray(0, stored.byteLength - 1))).toBeUndefined();
    expect(decodeEntry(Buffer.from("not an entry"))).toBeUndefined();
  });
});
