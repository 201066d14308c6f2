import "server-only";
import type { Db } from "@/lib/db";
import { cookieConsentRecords } from "@/lib/db/schema";

/** Appends one consent choice (records are never updated: the history is the audit trail). */
export async function recordConsent(
  db: Db,
  params: { orgId: string; consentGiven: boolean; services: string[]; userId: string | null; visitorId: string | null },
): Promise<void> {
  await db.insert(cookieConsentRecords).values({
    organization_id: params.orgId,
    consent_given: params.consentGiven,
    services: params.services,
    user_id: params.userId,
    visitor_id: params.visitorId,
  });
}
