import { z } from "zod";
import { normalizeUrlPage } from "@/lib/sections/url-page";
import { PRESENCE_SECTION_MAX } from "./constants";

/** The page, as its sections store it ("/" and "/es/" are "/home"). */
const urlPage = z.string().trim().min(1).max(500).transform(normalizeUrlPage);

/** The open section editor as "<kind>:<id>" ("template_section:<uuid>"), or null while none is open. */
const section = z
  .string()
  .max(PRESENCE_SECTION_MAX)
  .regex(/^[a-z_]+:[\w-]+$/, "Expected <kind>:<id>.")
  .nullable();

/** PUT /api/presence: the heartbeat. */
export const presenceBeatSchema = z.object({ url_page: urlPage, section }).strict();
export type PresenceBeat = z.infer<typeof presenceBeatSchema>;

/** GET and DELETE /api/presence?url_page=. */
export const presencePageSchema = z.object({ url_page: urlPage }).strict();

/** Someone else with the page in edit mode, as GET /api/presence answers them. */
export const presencePersonSchema = z.object({
  user_id: z.string(),
  name: z.string().nullable(),
  initials: z.string(),
  since: z.string(),
  section: z.string().nullable(),
});
export type PresencePerson = z.infer<typeof presencePersonSchema>;

export const presenceAnswerSchema = z.object({ people: z.array(presencePersonSchema) });
