import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { EXPORT_SCOPES } from "./constants";

export const statusQuerySchema = z
  .object({
    lang: z.enum(LOCALES),
    /** One row's texts only (the edit mode's outdated marks). */
    entity: z
      .string()
      .regex(/^[a-z_]{1,40}$/)
      .optional(),
    id: z.string().min(1).max(200).optional(),
  })
  .strict();

export const exportQuerySchema = z.object({ lang: z.enum(LOCALES), scope: z.enum(EXPORT_SCOPES).optional() }).strict();

const urlPage = z.string().trim().min(1).max(500);
const slug = z.string().trim().min(1).max(200);

/** POST /api/translations/machine: one page (by its path) or one post (by its slug), into one language. */
export const machineRequestSchema = z.union([
  z.object({ url_page: urlPage, lang: z.enum(LOCALES) }).strict(),
  z.object({ post_slug: slug, lang: z.enum(LOCALES) }).strict(),
]);
export type MachineRequest = z.infer<typeof machineRequestSchema>;
