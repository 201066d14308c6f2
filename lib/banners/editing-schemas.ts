// The banner editor's schemas, apart from ./schemas: visitors' banner code imports that file.
import { z } from "zod";
import { BANNER_OPEN_STATES, BANNER_POSITIONS, BANNER_TYPES } from "@/lib/model/enums";
import { sanitizePostHtml } from "@/lib/posts/sanitize";
import { DISMISSAL_DURATION_FORM, isDismissalDuration } from "./dismissal-duration";
import { linkSchema, translationSchema } from "@/lib/sections/schemas";

export const DURATION_MESSAGE = `Use the form ${DISMISSAL_DURATION_FORM}, e.g. "3 days".`;

/** The Banners tab's rule: empty (the default minute) or the accepted form with N ≥ 1. */
const dismissalDurationSchema = z
  .string()
  .trim()
  .max(50)
  .refine((text) => text === "" || isDismissalDuration(text), DURATION_MESSAGE);

const bannerContentSchema = z
  .object({
    text: z.string().max(1000),
    icon: z.string().max(100),
    link: z.object({ label: z.string().max(200), url: linkSchema, isExternal: z.boolean() }).partial().strict(),
    customContent: z.string().max(20_000),
    banner_background: z.string().max(200),
    banner_content_style: z.record(z.string().max(100), z.union([z.string().max(200), z.number(), z.boolean()])),
  })
  .partial()
  .strict();

/** Spec 002 §3 Banner: every field optional on PATCH, unknown ones refused. */
export const bannerPatchSchema = z
  .object({
    position: z.enum(BANNER_POSITIONS),
    type: z.enum(BANNER_TYPES),
    is_enabled: z.boolean(),
    content: bannerContentSchema,
    text_translation: translationSchema,
    // Rendered as HTML: stored safe, with the post allow-list (and sanitised again on render).
    landing_content: z.string().max(100_000).transform((html) => sanitizePostHtml(html)).nullable(),
    dismissal_duration: dismissalDurationSchema.nullable(),
    page_paths: z.array(z.string().trim().regex(/^\//, "A page path starts with /.").max(500)).max(200),
    is_fixed_above_navbar: z.boolean(),
    end_date_promotion: z.iso.datetime({ offset: true }).nullable(),
    end_date_promotion_is_displayed: z.boolean(),
    open_state: z.enum(BANNER_OPEN_STATES).nullable(),
  })
  .partial()
  .strict();

/** POST /api/banners: the defaults of spec 002 §3 fill what the request leaves out. */
export const bannerCreateSchema = bannerPatchSchema;
