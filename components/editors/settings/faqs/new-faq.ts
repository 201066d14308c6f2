import { newId, type FaqRow } from "@/lib/organizations/types";

/** A new, empty FAQ of the organisation (its row is created on Save). */
export function newFaq(organizationId: string): FaqRow {
  const now = new Date().toISOString();
  return { id: newId(), organization_id: organizationId, question: "", answer: "", question_translation: {}, answer_translation: {}, order: 0, created_at: now, updated_at: now, version: 1 };
}
