// Value lists from the specification. The SQL check constraints in supabase/migrations list the same
// values; tests/db/schema-drift.test.ts proves it. The drizzle schema, the server and the editors in the
// browser share them, so this folder imports nothing that runs only on the server (lib/db is server-only).

export { LOCALES, type Locale } from "@/lib/i18n/locales";

export const ORGANIZATION_TYPES = [
  "services",
  "immigration",
  "legal",
  "finance",
  "education",
  "jobs",
  "beauty",
  "medical",
  "real_estate",
  "construction",
  "software",
  "marketing",
  "consulting",
  "automotive",
  "hospitality",
  "retail",
  "healthcare",
  "transport",
  "technology",
  "platform",
  "general",
] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export { MEMBERSHIP_ROLES, type MembershipRole } from "@/lib/memberships/roles";

/** What the team's audit log records (team_events.action). */
export const TEAM_EVENT_ACTIONS = ["member_added", "member_role_changed", "member_removed", "invitation_sent", "invitation_revoked", "invitation_accepted", "domain_added", "domain_verified", "domain_primary", "domain_removed"] as const;

export const HEADER_STYLE_TYPES = ["default", "transparent", "fixed", "mini", "ring_card_mini"] as const;
/** compact also stands for light and minimal, stacked for default (mapped on read). */
export const FOOTER_STYLE_TYPES = ["default", "compact", "grid", "stacked", "light", "minimal"] as const;
export const COLOR_SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

export const POST_DISPLAY_TYPES = ["default", "minimal", "landing"] as const;
export type PostDisplayType = (typeof POST_DISPLAY_TYPES)[number];

export const SECTION_TYPES = [
  "general",
  "reviews",
  "help_center",
  "real_estate",
  "brand",
  "article_slider",
  "contact",
  "faq",
  "pricing_plans",
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const TEXT_STYLE_VARIANTS = [
  "default",
  "apple",
  "codedharmony",
  "magazine",
  "startup",
  "elegant",
  "brutalist",
  "modern",
  "playful",
] as const;
export type TextStyleVariant = (typeof TEXT_STYLE_VARIANTS)[number];

/** The heading modal offers only these three. */
export const HEADING_TEXT_STYLE_VARIANTS = ["default", "apple", "codedharmony"] as const;
export const HEADING_STYLE_VARIANTS = ["default", "clean"] as const;

export const IMAGE_METRICS_HEIGHTS = ["h-32", "h-40", "h-48", "h-56", "h-64", "h-72", "h-80", "h-96"] as const;
export type ImageMetricsHeight = (typeof IMAGE_METRICS_HEIGHTS)[number];

export const HERO_ANIMATION_ELEMENTS = ["DotGrid", "LetterGlitch", "MagicBento"] as const;
export const HERO_IMAGE_POSITIONS = ["left", "right", "background", "inline"] as const;
export const TEXT_ALIGNMENTS = ["left", "center", "right"] as const;
export const FONT_WEIGHTS = ["normal", "medium", "semibold", "bold"] as const;

export const PAGE_SECTION_KINDS = ["hero", "template_section", "heading_section"] as const;

export const BANNER_POSITIONS = ["top", "bottom", "left", "right"] as const;
export const BANNER_TYPES = ["permanent", "closed"] as const;
export const BANNER_OPEN_STATES = [
  "full",
  "left-half",
  "right-half",
  "top-half",
  "bottom-half",
  "left-30",
  "left-70",
  "right-30",
  "right-70",
  "top-30",
  "top-70",
  "bottom-30",
  "bottom-70",
] as const;
export type BannerOpenState = (typeof BANNER_OPEN_STATES)[number];

export const BOOKING_STATUSES = ["waiting", "confirmed", "scheduled", "in_progress", "completed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const MEDIA_KINDS = ["image", "video"] as const;
export const PLAN_INTERVALS = ["month", "year"] as const;

/** A change set's life: open (collecting drafts), scheduled, failed (to publish; still holding its changes), then published or discarded. */
export const CHANGE_SET_STATUSES = ["open", "scheduled", "failed", "published", "discarded"] as const;

/** A post's "Publish at" (scheduled_posts.status): waiting, then published, failed (with the reason) or cancelled. */
export const SCHEDULED_POST_STATUSES = ["scheduled", "published", "failed", "cancelled"] as const;
export type ScheduledPostStatus = (typeof SCHEDULED_POST_STATUSES)[number];
