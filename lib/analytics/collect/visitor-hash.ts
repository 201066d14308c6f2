import { createHash } from "node:crypto";
import { VISITOR_HASH_LENGTH } from "../constants";

/**
 * A visitor of one site on one UTC day: sha256 of the day's salt, the address, the user agent and the organisation,
 * cut to 32 hex characters. Without the salt, which is forgotten after the day, the hash names nobody. The parts
 * are separated by NUL so that no two different visitors' parts run together into the same text.
 */
export function visitorHash({ salt, ip, userAgent, orgId }: { salt: string; ip: string; userAgent: string; orgId: string }): string {
  return createHash("sha256").update(`${salt}\0${ip}\0${userAgent}\0${orgId}`).digest("hex").slice(0, VISITOR_HASH_LENGTH);
}
