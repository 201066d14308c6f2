import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { asciiHtml } from "@/lib/cache/ascii-html.mjs";
import { createLocalPages, createLocalTags } from "@/lib/cache/local-page-cache.mjs";
import { createPageCacheHandler } from "@/lib/cache/page-cache-handler.mjs";

const ASCII = /^[\x00-\x7f]*$/;
// What a browser's HTML parser makes of the character references in markup.
const readMarkup = (html: string) => html.replace(/&#x([0-9a-f]+);/g, (_reference, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

const FLIGHT = 'self.__next_f.push([1,"Dämmung – mit Förderberatung 🏔"])';
const LD_JSON = '{"name":"Holzbau Gruber – Füssen"}';
const PAGE =
  '<!DOCTYPE html><html lang="de"><head><title>Alpenbau – Bauen</title><style>.q::before{content:"–"}</style></head>' +
  '<body><h1 title="Über uns">Dämmung – mit Förderberatung 🏔</h1><textarea>Grüße</textarea><!-- é -->' +
  `<script>${FLIGHT}</script><script type="application/ld+json">${LD_JSON}</script>` +
  // A page is mostly markup and class names: the escapes add a few per cent at most.
  `<footer class="mx-auto max-w-7xl px-4">${"<p>Holzbau in Tirol</p>".repeat(400)}</footer></body></html>`;

describe("a stored page in ASCII", () => {
  const stored = asciiHtml(PAGE);

  it("holds no character outside ASCII", () => {
    expect(stored).toMatch(ASCII);
  });

  it("reads as the same text and attributes, the astral character included", () => {
    const body = /<body>(.*?)<script>/.exec(stored)![1];
    expect(stored.length).toBeLessThan(Buffer.byteLength(PAGE) * 1.02);
    expect(readMarkup(body)).toBe('<h1 title="Über uns">Dämmung – mit Förderberatung 🏔</h1><textarea>Grüße</textarea><!-- é -->');
    expect(readMarkup(/<title>(.*?)<\/title>/.exec(stored)![1])).toBe("Alpenbau – Bauen");
  });

  it("runs the same scripts and parses the same JSON", () => {
    const pushed: unknown[] = [];
    runInNewContext(/<script>(.*?)<\/script>/.exec(stored)![1], { self: { __next_f: { push: (item: unknown) => pushed.push(item) } } });
    expect(pushed).toEqual([[1, "Dämmung – mit Förderberatung 🏔"]]);
    expect(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(stored)![1])).toEqual(JSON.parse(LD_JSON));
  });

  it("escapes a stylesheet's characters as CSS does", () => {
    expect(stored).toContain('<style>.q::before{content:"\\2013 "}</style>');
  });

  it("leaves an ASCII page, and a page mostly outside ASCII, as they are", () => {
    const english = "<html><body><h1>Welcome</h1></body></html>";
    expect(asciiHtml(english)).toBe(english);
    const japanese = `<html lang="ja"><body><h1>ようこそ</h1><p>${"東京の建築事務所です。".repeat(50)}</p></body></html>`;
    expect(asciiHtml(japanese)).toBe(japanese);
  });

  it("is what the page cache stores and serves", async () => {
    const PageCache = createPageCacheHandler({ pages: createLocalPages(), tags: createLocalTags() });
    const handler = new PageCache();
    const value = { kind: "APP_PAGE", html: PAGE, rscData: Buffer.from("rsc"), headers: {}, postponed: undefined, status: 200, segmentData: undefined };
    await handler.get("/de", { kind: "APP_PAGE" });
    await handler.set("/de", value, { cacheControl: { revalidate: 900, expire: 86400 } });
    const served = await new PageCache().get("/de", { kind: "APP_PAGE" });
    expect((served?.value as { html: string }).html).toBe(stored);
  });
});
