import { z } from "zod";

/** POST /api/cookies/consent body (spec §7). */
export const consentBodySchema = z.object({
  consent_given: z.boolean(),
  services: z.array(z.uuid()).max(200),
  organization_id: z.uuid(),
});
export type ConsentBody = z.infer<typeof consentBodySchema>;

export const consentQuerySchema = z.object({ organization_id: z.uuid() });

export const cookieServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
});

/** One entry of GET /api/cookies/categories; description_en is the older field name, kept for clients. */
export const cookieCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  description_en: z.string().nullable(),
  is_essential: z.boolean(),
  cookie_service: z.array(cookieServiceSchema),
});
export type CookieCategory = z.infer<typeof cookieCategorySchema>;

export const consentStateSchema = z.object({
  services: z.array(z.string()),
  consent_given: z.boolean().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;
