import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { NAME_UNUSABLE_MESSAGE, siteSlug } from "./names";

/** A new site starts empty or as a copy of one of the demo sites. */
export const SITE_TEMPLATES = ["empty", "northwind", "acme", "alpenbau"] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

/** POST /api/sites */
export const siteCreateSchema = z
  .object({
    name: z.string().trim().min(2, "The name needs at least 2 characters.").max(60, "The name can have at most 60 characters.")
      .refine((name) => siteSlug(name).length >= 2, NAME_UNUSABLE_MESSAGE),
    default_language: z.enum(LOCALES),
    template: z.enum(SITE_TEMPLATES).default("empty"),
  })
  .strict();
export type SiteCreateInput = z.infer<typeof siteCreateSchema>;
