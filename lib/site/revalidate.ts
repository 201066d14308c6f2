import { z } from "zod";
import { orgTag } from "./tags";

export const revalidateBodySchema = z.object({ tag: z.string().min(1).max(256) });

/** An organisation may refresh only its own cache: `org-{id}` or a finer `org-{id}:…` tag. */
export function isOwnTag(tag: string, orgId: string): boolean {
  const own = orgTag(orgId);
  return tag === own || tag.startsWith(`${own}:`);
}
