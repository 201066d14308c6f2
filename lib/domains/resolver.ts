// The one place DNS and the HTTP token check reach the outside world. Production uses node:dns; tests (and a
// developer trying domains locally) set DNS_STAND_IN_FILE, which swaps in the named stand-in (./dns-stand-in.ts).
import "server-only";
import { promises as dns, type LookupAddress } from "node:dns";
import { request } from "node:http";
import { isIP } from "node:net";
import { logger } from "@/lib/log/logger.mjs";
import { dnsStandIn } from "./dns-stand-in";

export interface DomainResolver {
  /** The TXT records of a DNS name, each record's strings joined; none when the name has no TXT record. */
  txt(name: string): Promise<string[]>;
  /** The body (first 1 KB) of `http://{hostname}{path}` answered with 200, or null. */
  httpText(hostname: string, path: string): Promise<string | null>;
}

const TIMEOUT_MS = 5000;
const MAX_BODY_BYTES = 1024;

/** Addresses a token check must never reach: loopback, private, link-local, unspecified (the server's own network). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a, b] = address.split(".").map(Number);
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  const lower = address.toLowerCase();
  if (lower.startsWith("::ffff:")) return isPrivateAddress(lower.slice(7));
  return lower === "::" || lower === "::1" || lower.startsWith("fc") || lower.startsWith("fd") || lower.startsWith("fe80");
}

const nodeResolver: DomainResolver = {
  async txt(name) {
    try {
      return (await dns.resolveTxt(name)).map((chunks) => chunks.join(""));
    } catch {
      return [];
    }
  },
  httpText(hostname, path) {
    return new Promise((resolve) => {
      const call = request(
        {
          host: hostname,
          path,
          timeout: TIMEOUT_MS,
          // The name is resolved here so the check never connects to the server's own network.
          lookup: (host, options, callback) => {
            dns.lookup(host, { ...options, all: true }).then(
              (found: LookupAddress[]) => {
                const usable = found.find((entry) => !isPrivateAddress(entry.address));
                if (!usable) callback(new Error(`${host} has no public address`), "", 4);
                else if (options.all) (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, [usable]);
                else callback(null, usable.address, usable.family);
              },
              (error: NodeJS.ErrnoException) => callback(error, "", 4),
            );
          },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            return resolve(null);
          }
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size <= MAX_BODY_BYTES) chunks.push(chunk);
            else response.destroy();
          });
          response.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
        },
      );
      call.on("timeout", () => call.destroy());
      call.on("error", () => resolve(null));
      call.end();
    });
  },
};

let warned = false;

/** The resolver in use: the stand-in when DNS_STAND_IN_FILE names one (logged once), node:dns otherwise. */
export function domainResolver(env: Record<string, string | undefined> = process.env): DomainResolver {
  const file = env.DNS_STAND_IN_FILE;
  if (!file) return nodeResolver;
  if (!warned) logger.warn({ file }, "domain checks use the DNS stand-in, not real DNS");
  warned = true;
  return dnsStandIn(file);
}
