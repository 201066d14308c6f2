import { z } from "zod";
import { BOOKING_STATUSES } from "@/lib/model/enums";
import { LOCALES } from "@/lib/i18n/locales";
import { TICKET_STATUSES } from "@/lib/support/contract";
import { CONTENT_KINDS } from "@/lib/translations/catalog";

// GET /api/dashboard's answer, parsed by the browser and the tests.

const translations = z.record(z.string(), z.unknown()).nullable();

export const contentItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  title_translation: translations,
  kind: z.enum(["page", "post"]),
  is_published: z.boolean(),
  /** Supported languages (other than the default) in which a filled field has no translation. */
  missing: z.array(z.enum(LOCALES)),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

export const recentChangeSchema = z.object({
  id: z.number(),
  entity: z.string(),
  action: z.string(),
  /** A title or name of the changed row, when it has one. */
  label: z.string().nullable(),
  /** The site path where the row is shown and edited, when there is one. */
  path: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
  /** Only an entity's latest revision can be undone (an older one would meet a newer version). */
  can_undo: z.boolean(),
});
export type RecentChange = z.infer<typeof recentChangeSchema>;

export const dashboardBookingSchema = z.object({
  id: z.string(),
  title: z.string(),
  customer_name: z.string(),
  scheduled_at: z.string(),
  status: z.enum(BOOKING_STATUSES),
});

export const ticketItemSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  customer: z.string(),
  last_message_at: z.string(),
});

export const questionItemSchema = z.object({ id: z.string(), question: z.string(), asked_at: z.string() });

export const consentCategorySchema = z.object({ id: z.string(), name: z.string(), name_translation: translations, accepted: z.number() });

/** The organisation's current change set (issue 40): how many unpublished changes, and when or why not published. */
export const publishingSchema = z.object({
  status: z.enum(["open", "scheduled", "failed"]),
  changes: z.number(),
  publish_at: z.string().nullable(),
  error: z.string().nullable(),
});

/** An email not delivered (issue 41): still being retried, or failed for good with the reason (then Resend). */
export const undeliveredEmailSchema = z.object({
  id: z.string(),
  template: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(["retrying", "failed"]),
  attempts: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
});

/** How many texts of one language are translated, missing or outdated (issue 42). */
export const statusCountsSchema = z.object({ translated: z.number(), missing: z.number(), outdated: z.number() });
export type StatusCounts = z.infer<typeof statusCountsSchema>;

/** One of the site's languages other than the default: its counts in all, and by kind of content. */
export const languageSummarySchema = z.object({
  lang: z.enum(LOCALES),
  total: statusCountsSchema,
  kinds: z.record(z.enum(CONTENT_KINDS), statusCountsSchema),
});

export const dashboardSchema = z.object({
  publishing: publishingSchema,
  emails: z.array(undeliveredEmailSchema),
  /** The Translations card: empty when the site has one language. */
  translations: z.array(languageSummarySchema),
  /** The Analytics card (issue 43): distinct visitors a day, summed, from the daily rollups. */
  analytics: z.object({ today: z.number(), last_7_days: z.number() }),
  content: z.object({
    default_locale: z.enum(LOCALES),
    locales: z.array(z.enum(LOCALES)),
    items: z.array(contentItemSchema),
  }),
  changes: z.array(recentChangeSchema),
  bookings: z.array(dashboardBookingSchema),
  /** The open count (open or pending) and the most recent tickets, whatever their status. */
  tickets: z.object({ open: z.number(), recent: z.array(ticketItemSchema) }),
  questions: z.object({ unanswered: z.number(), recent: z.array(questionItemSchema) }),
  consent: z.object({
    days: z.number(),
    total: z.number(),
    accepted_all: z.number(),
    rejected: z.number(),
    custom: z.number(),
    /** Per optional category: the choices that allowed at least one of its services. */
    categories: z.array(consentCategorySchema),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** POST /api/revisions/{id}/undo's answer as the Dashboard reads it. */
export const undoAnswerSchema = z.object({ revision_id: z.number().nullable() });
