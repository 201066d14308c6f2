// STAND-IN for DNS and the HTTP token check (the real ones are in ./resolver.ts). Tests cannot create records in
// the world's DNS, so they write the records a domain's owner would create into a JSON file and point
// DNS_STAND_IN_FILE at it:
//   { "txt": { "_sitebuilder.www.example.test": ["<token>"] },
//     "http": { "www.example.test/.well-known/sitebuilder-verification.txt": "<token>" } }
// The file is read on every lookup, so a test "creates a record" by rewriting it.
import "server-only";
import { readFile } from "node:fs/promises";
import { z } from "zod";
import type { DomainResolver } from "./resolver";

const records = z.object({
  txt: z.record(z.string(), z.array(z.string())).default({}),
  http: z.record(z.string(), z.string()).default({}),
});

async function read(file: string): Promise<z.infer<typeof records>> {
  try {
    return records.parse(JSON.parse(await readFile(file, "utf8")));
  } catch {
    return { txt: {}, http: {} };
  }
}

export function dnsStandIn(file: string): DomainResolver {
  return {
    txt: async (name) => (await read(file)).txt[name] ?? [],
    httpText: async (hostname, path) => (await read(file)).http[`${hostname}${path}`] ?? null,
  };
}
