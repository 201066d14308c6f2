import "server-only";
import type { Db } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";
import type { ContactMessageInput } from "./schemas";

/** Stores a visitor's message; RLS lets anyone insert and only the organisation's admins read. */
export async function insertContactMessage(db: Db, { orgId, input }: { orgId: string; input: ContactMessageInput }) {
  await db.insert(contactMessages).values({
    organization_id: orgId,
    name: input.name,
    email: input.email,
    message: input.message,
    template_section_id: input.section_id ?? null,
  });
}
