import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db";
import { contactMessages } from "@/lib/db/schema";
import type { ContactMessageInput } from "./schemas";

/**
 * Stores a visitor's message and returns its id; RLS lets anyone insert and only the organisation's admins
 * read, so the id is chosen here rather than read back.
 */
export async function insertContactMessage(db: Db, { orgId, input }: { orgId: string; input: ContactMessageInput }): Promise<string> {
  const id = randomUUID();
  await db.insert(contactMessages).values({
    id,
    organization_id: orgId,
    name: input.name,
    email: input.email,
    message: input.message,
    template_section_id: input.section_id ?? null,
  });
  return id;
}
