// lib/next-internals/client-reference.ts: how React's Flight server, as Next carries it, marks a client component
// in the server's component tree. React's server build runs only under the "react-server" condition, so it is
// run in a Node process of its own.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CLIENT_REFERENCE, isClientReference } from "@/lib/next-internals/client-reference";
import { installed } from "./installed";

const next = installed("lib/next-internals/client-reference.ts");

/** The registered name of the mark on each kind of client reference Next's react-server-dom-turbopack makes. */
function marksMadeByReact(): Record<string, string | null> {
  const flight = next.resolve("next/dist/compiled/react-server-dom-turbopack/server.node");
  const script = `
    const flight = require(${JSON.stringify(flight)});
    const mark = (reference) => (typeof reference.$$typeof === "symbol" ? Symbol.keyFor(reference.$$typeof) ?? null : null);
    const registered = flight.registerClientReference(function () { throw new Error("client"); }, "[project]/components/slider.tsx", "Slider");
    const proxied = flight.createClientModuleProxy("[project]/components/slider.tsx").Slider;
    process.stdout.write(JSON.stringify({ registered: mark(registered), "module proxy": mark(proxied) }));
  `;
  try {
    const output = execFileSync(process.execPath, ["--conditions=react-server", "-e", script], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NODE_ENV: "production" } });
    return JSON.parse(output) as Record<string, string | null>;
  } catch (error) {
    throw new Error(next.says(`React's Flight server no longer makes client references as it did (${(error as Error).message.split("\n")[0]})`));
  }
}

describe("a client component in the server's component tree", () => {
  it("carries the mark the static-markup serializer looks for, however Next's compiler makes the reference", () => {
    for (const [how, mark] of Object.entries(marksMadeByReact())) {
      expect(mark, next.says(`React's ${how} client reference is no longer marked $$typeof = Symbol.for("${Symbol.keyFor(CLIENT_REFERENCE)}")`)).toBe(Symbol.keyFor(CLIENT_REFERENCE));
      const lookalike = Object.assign(() => null, { $$typeof: Symbol.for(mark ?? "none") });
      expect(isClientReference(lookalike), next.says(`isClientReference does not know React's ${how} client reference`)).toBe(true);
    }
    expect(isClientReference(() => null)).toBe(false);
    expect(isClientReference("div")).toBe(false);
  });
});
