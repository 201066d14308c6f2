import { createHash, randomBytes } from "node:crypto";

/** An invitation's secret: 32 random bytes, URL-safe. Only its hash is stored. */
export const newInvitationToken = () => randomBytes(32).toString("base64url");

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** What a link's token looks like; anything else is refused before a query. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
