import "server-only";
import { cookies, draftMode } from "next/headers";
import { grantSecret } from "./draft-view";
import { mintGrant, PREVIEW_GRANT_COOKIE, type PreviewGrant } from "./preview-grant";

/**
 * Puts this browser in the draft view on `grant.host`: Next's draft mode and the signed grant the preview gate
 * checks (http only, this host only, until the grant expires).
 */
export async function openDraftView(grant: PreviewGrant) {
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_GRANT_COOKIE, mintGrant(grant, grantSecret()), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: process.env.NODE_ENV === "production" && Boolean(process.env.PLATFORM_DOMAIN),
    expires: new Date(grant.expires),
  });
}

/** Back to the site as visitors see it. */
export async function closeDraftView() {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_GRANT_COOKIE);
}
