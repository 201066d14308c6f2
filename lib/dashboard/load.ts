import "server-only";
import { visitorSummary } from "@/lib/analytics/report";
import { countUnansweredQuestions, unansweredQuestions } from "@/lib/assistant/queries";
import type { Db } from "@/lib/db";
import { DEFAULT_LOCALE, isLocale } from "@/lib/i18n/locales";
import { listHostBookings } from "@/lib/meetings/queries";
import { listUndeliveredEmails } from "@/lib/email/queries";
import { findCurrentChangeSet, listChanges } from "@/lib/publishing/queries";
import { countOpenTickets, recentTickets } from "@/lib/support/queries";
import type { Site } from "@/lib/tenancy/site";
import { translationSummary } from "@/lib/translations/summary";
import { changePath } from "./change-path";
import {
  CONSENT_WINDOW_DAYS,
  DASHBOARD_BOOKINGS_LIMIT,
  RECENT_CHANGES_LIMIT,
  RECENT_TICKETS_LIMIT,
  UNANSWERED_QUESTIONS_LIMIT,
} from "./constants";
import { countConsentByCategory, countConsentChoices, findSiteLanguages, listContentTranslations, listRecentRevisions } from "./queries";
import type { Dashboard } from "./schemas";
import { missingLocales } from "./translation-gaps";

const DAY_MS = 86_400_000;
const FINISHED = new Set(["completed", "cancelled"]);

/** Postgres timestamps as ISO strings (the browser formats them in its own time zone). */
const iso = (value: string) => new Date(value).toISOString();

async function loadContent(db: Db, orgId: string): Promise<Dashboard["content"]> {
  const languages = await findSiteLanguages(db, { orgId });
  const defaultLocale = languages?.language ?? DEFAULT_LOCALE;
  const locales = (languages?.supported_locales ?? [defaultLocale]).filter(isLocale);
  const rows = await listContentTranslations(db, { orgId });
  const items = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_translation: row.title_translation,
    kind: row.is_blog_post ? ("post" as const) : ("page" as const),
    is_published: row.is_published,
    missing: missingLocales(
      [
        { filled: row.title.trim() !== "", translated: row.title_locales },
        { filled: row.description_filled, translated: row.description_locales },
        { filled: row.content_filled, translated: row.content_locales },
      ],
      locales,
      defaultLocale,
    ),
  }));
  return { default_locale: defaultLocale, locales, items };
}

async function loadChanges(db: Db, orgId: string): Promise<Dashboard["changes"]> {
  const rows = await listRecentRevisions(db, { orgId, limit: RECENT_CHANGES_LIMIT });
  return rows.map((row) => ({
    id: row.id,
    entity: row.entity,
    action: row.action,
    label: row.label,
    path: changePath(row),
    actor_name: row.actor_name,
    created_at: iso(row.created_at),
    can_undo: row.is_latest,
  }));
}

async function loadPublishing(db: Db, orgId: string): Promise<Dashboard["publishing"]> {
  const current = await findCurrentChangeSet(db, { orgId });
  if (!current) return { status: "open", changes: 0, publish_at: null, error: null };
  const changes = await listChanges(db, { changeSetId: current.id });
  const status = current.status === "scheduled" || current.status === "failed" ? current.status : "open";
  return { status, changes: changes.length, publish_at: current.publish_at && iso(current.publish_at), error: current.error };
}

/** Bookings from yesterday on (the browser keeps those from its own midnight), not yet over. */
async function loadBookings(db: Db, orgId: string, now: Date): Promise<Dashboard["bookings"]> {
  const rows = await listHostBookings(db, { orgId, from: new Date(now.getTime() - DAY_MS) });
  return rows
    .filter((row) => !FINISHED.has(row.status))
    .slice(0, DASHBOARD_BOOKINGS_LIMIT)
    .map((row) => ({ id: row.id, title: row.title, customer_name: row.customer_name, scheduled_at: row.scheduled_at, status: row.status }));
}

async function loadTickets(db: Db, orgId: string): Promise<Dashboard["tickets"]> {
  const open = await countOpenTickets(db, orgId);
  const recent = await recentTickets(db, orgId, RECENT_TICKETS_LIMIT);
  return {
    open,
    recent: recent.map((ticket) => ({
      id: ticket.id,
      subject: ticket.subject,
      status: ticket.status,
      customer: ticket.customer_name || ticket.customer_email,
      last_message_at: ticket.last_message_at,
    })),
  };
}

async function loadQuestions(db: Db, orgId: string): Promise<Dashboard["questions"]> {
  const unanswered = await countUnansweredQuestions(db, orgId);
  const recent = await unansweredQuestions(db, orgId, UNANSWERED_QUESTIONS_LIMIT);
  return { unanswered, recent: recent.map((question) => ({ id: question.id, question: question.question, asked_at: iso(question.created_at) })) };
}

async function loadConsent(db: Db, orgId: string, now: Date): Promise<Dashboard["consent"]> {
  const since = new Date(now.getTime() - CONSENT_WINDOW_DAYS * DAY_MS);
  const counts = await countConsentChoices(db, { orgId, since });
  const categories = await countConsentByCategory(db, { orgId, since });
  return {
    days: CONSENT_WINDOW_DAYS,
    ...counts,
    custom: counts.total - counts.rejected - counts.accepted_all,
    categories,
  };
}

async function loadUndeliveredEmails(db: Db, orgId: string): Promise<Dashboard["emails"]> {
  const rows = await listUndeliveredEmails(db, { orgId });
  return rows.flatMap(({ status, ...email }) => (status === "retrying" || status === "failed" ? [{ ...email, status }] : []));
}

/**
 * The site at a glance for its admin, read in one transaction as that admin (RLS keeps it to their
 * organisation): scheduled or failed publishing, pages and posts with their translations, each language's
 * translation status, visitors today and this week, recent changes, bookings, tickets, unanswered AI questions
 * and consent choices.
 */
export async function loadDashboard(db: Db, { site, now = new Date() }: { site: Site; now?: Date }): Promise<Dashboard> {
  const orgId = site.id;
  return {
    publishing: await loadPublishing(db, orgId),
    emails: await loadUndeliveredEmails(db, orgId),
    translations: await translationSummary(db, { site }),
    analytics: await visitorSummary(db, { orgId, now }),
    content: await loadContent(db, orgId),
    changes: await loadChanges(db, orgId),
    bookings: await loadBookings(db, orgId, now),
    tickets: await loadTickets(db, orgId),
    questions: await loadQuestions(db, orgId),
    consent: await loadConsent(db, orgId, now),
  };
}
