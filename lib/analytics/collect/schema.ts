import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { ANALYTICS_PATH_MAX, ANALYTICS_SLUG_MAX, ANALYTICS_UTM_MAX, DEVICE_CLASSES } from "../constants";

// The beacon's body (components/analytics/beacon.tsx sends it to POST /api/collect).

/** A UTM value: trimmed, cut to the column's length; empty means none. */
const utm = z
  .string()
  .max(1_000)
  .transform((value) => value.trim().slice(0, ANALYTICS_UTM_MAX) || undefined)
  .optional();

export const pageViewBeaconSchema = z.object({
  /** location.pathname, with the language prefix when there is one. */
  path: z.string().startsWith("/").max(ANALYTICS_PATH_MAX),
  /** document.referrer on the first view, empty after a client-side navigation. */
  referrer: z.string().max(2_000).optional(),
  /** The page's language (<html lang>). */
  lang: z.enum(LOCALES),
  /** The screen-size class. */
  screen: z.enum(DEVICE_CLASSES),
  utm_source: utm,
  utm_medium: utm,
  utm_campaign: utm,
  post_slug: z.string().min(1).max(ANALYTICS_SLUG_MAX).optional(),
});
export type PageViewBeacon = z.infer<typeof pageViewBeaconSchema>;
