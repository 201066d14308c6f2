import { describe, expect, it } from "vitest";
import { measurePage } from "../../../bench/payload";

/** A page as Next.js streams it: the HTML, then the flight rows inside `self.__next_f.push` scripts. */
function page(body: string, flight: string) {
  const push = (chunk: string) => `<script>self.__next_f.push(${JSON.stringify([1, chunk])})</script>`;
  return `<!DOCTYPE html><html><body>${body}${push(flight.slice(0, 40))}${push(flight.slice(40))}</body></html>`;
}

describe("measurePage", () => {
  const flight = [
    `1:I[123,["/_next/static/chunks/a.js"],"NextIntlClientProvider"]`,
    `2:I[456,["/_next/static/chunks/b.js"],"SiteHeader"]`,
    `0:["$","$L1",null,{"messages":{"Auth":{"close":"Close"}},"children":["$","div",null,{"className":"flex gap-4","children":["$","$L2",null,{"items":[{"label":"Home"}]}]}]}]`,
  ].join("\n") + "\n";
  const html = page(`<div class="flex gap-4">Home</div>`, flight);
  const measured = measurePage(html);
  const bytes = (name: string) => measured.contributors.find((contributor) => contributor.name === name)?.bytes ?? 0;

  it("splits the page into HTML and inline payload", () => {
    expect(measured.html + measured.payload).toBe(Buffer.byteLength(html));
    expect(measured.htmlClasses).toBe(' class="flex gap-4"'.length);
  });

  it("counts class attributes however they are quoted (sections' inlined markup leaves quotes out where it can)", () => {
    const inlined = measurePage(page(`<p class=lead>a</p><p class='a b'>b</p>`, flight));
    expect(inlined.htmlClasses).toBe(" class=lead".length + " class='a b'".length);
  });

  it("names message namespaces, client props and class attributes among the payload's contributors", () => {
    expect(bytes("messages.Auth")).toBeGreaterThan(0);
    expect(bytes("SiteHeader.items")).toBeGreaterThan(0);
    expect(bytes("class attributes")).toBeGreaterThan("flex gap-4".length);
    expect(bytes("client references (I rows)")).toBeGreaterThan(0);
  });

  it("accounts for every payload byte", () => {
    expect(measured.contributors.reduce((sum, contributor) => sum + contributor.bytes, 0)).toBe(measured.payload);
  });
});
