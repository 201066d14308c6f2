// The RLS matrix, one entry per public table: who sees which of organisation A's rows, and who may
// insert, update and delete them. Adding a table means adding one entry here.
import { ACME, NORTHWIND } from "@/tests/helpers/seed-ids";

export const ORG_A = NORTHWIND;
export const ORG_B = ACME;

export const ACTOR_NAMES = ["anon", "customerA", "editorA", "adminA", "ownerA", "adminB"] as const;
export type ActorName = (typeof ACTOR_NAMES)[number];

/** Which of A's rows an actor sees: all, none, or those matching an SQL predicate. */
export type Visibility = "all" | "none" | { where: string };

export interface Access {
  select: Visibility;
  insert: boolean;
  update: boolean;
  delete: boolean;
}

export type Row = Record<string, unknown>;

/** In an insert: the acting user's id (rows that must name their author, such as a revision or a lease). */
export const ACTING_USER = "$acting-user";

export interface TableCase {
  table: string;
  /** The column that names the organisation (organizations: id). */
  orgColumn?: string;
  /** For a table without one (profiles): the rows the matrix counts ("true": all), each actor's visibility saying whose. */
  scope?: string;
  access: Record<ActorName, Access>;
  /** A valid new row for organisation A. */
  insert: Row;
  /** Appended to the insert, for tables whose only row per organisation already exists. */
  onConflict?: string;
  /** Identifies a seeded row of A that update and delete act on. */
  target: Row;
  /** A valid change to the target row. */
  update: Row;
  /** SQL run as the superuser inside each rolled-back transaction, before the actor's statement. */
  setup?: string;
  /**
   * Changes to the insert (and to the target row) that make it name organisation B's rows: refused for
   * every actor, by a composite foreign key or the database's own check, whatever the policies allow.
   */
  foreignRefs?: Row[];
}

const readOnly = (select: Visibility): Access => ({ select, insert: false, update: false, delete: false });
const full: Access = { select: "all", insert: true, update: true, delete: true };
const own = (where: string): Access => ({ select: { where }, insert: true, update: true, delete: true });

type FourActors = Record<"anon" | "customerA" | "adminA" | "adminB", Access>;

/**
 * Every actor's access from the four that differ: A's owner has A's admin's rights, and so has A's editor on
 * content (`content`); elsewhere A's editor has B's admin's, someone signed in with no rights on A.
 */
function matrix(access: FourActors, { content = false }: { content?: boolean } = {}): Record<ActorName, Access> {
  return { ...access, ownerA: access.adminA, editorA: content ? access.adminA : access.adminB };
}

/** Published content: visitors and other organisations' admins read it, A's admins (and editors: `content`) manage it. */
function publicContent(published: Visibility = "all", { content = false } = {}): Record<ActorName, Access> {
  return matrix({ anon: readOnly(published), customerA: readOnly(published), adminA: full, adminB: readOnly(published) }, { content });
}

/** Private rows: only A's admins (and editors: `content`), plus the signed-in customer's own rows when `mine` is given. */
function privateRows(mine?: Access, { content = false } = {}): Record<ActorName, Access> {
  const none = readOnly("none");
  return matrix({ anon: none, customerA: mine ?? none, adminA: full, adminB: none }, { content });
}

const CONTENT = { content: true };

const A = ORG_A;
const B = ORG_B;
const SPARE_MEETING_TYPE = "1190000f-0000-4000-8000-000000000099";
const SEEDED_REVISION = 900001;
const ASSISTANT_QUESTION = "a5515700-0000-4000-8000-000000000001";
const customerA = `'${A.customer.id}'`;
const editorA = `'${A.editor.id}'`;
/** Someone with no account on any site yet, made by a case's setup. */
const NEWCOMER = "10100000-0000-4000-8000-0000000000fe";
const INVITATION = "1a000000-0000-4000-8000-000000000001";
const DOMAIN = "1d000000-0000-4000-8000-000000000001";
const CHANGE_SET_A = "c5000000-0000-4000-8000-00000000000a";
const CHANGE_SET_B = "c5000000-0000-4000-8000-00000000000b";
const CHANGE = "c5000000-0000-4000-8000-000000000001";
const CHANGE_SETS_SETUP = `insert into change_sets (id, organization_id, created_by) values
    ('${CHANGE_SET_A}', '${A.id}', '${A.editor.id}'), ('${CHANGE_SET_B}', '${B.id}', '${B.admin.id}');
  insert into change_set_changes (id, change_set_id, organization_id, entity, entity_id, fields, base_version, version, author_id)
    values ('${CHANGE}', '${CHANGE_SET_A}', '${A.id}', 'template_section', '${A.sections[0]}', '{"section_title": "Draft"}', 1, 2, '${A.editor.id}')`;
const SUPPORT_TICKET = "5a0b0000-0000-4000-8000-000000000001";
const SUPPORT_MESSAGE = "5a0b0000-0000-4000-8000-000000000002";
// A ticket of A's customer with their first message (nothing is seeded for support).
const SUPPORT_SETUP = `insert into support_tickets (id, organization_id, customer_id, customer_email, subject)
    values ('${SUPPORT_TICKET}', '${A.id}', '${A.customer.id}', '${A.customer.email}', 'Moving our diagnostic');
  insert into support_messages (id, organization_id, ticket_id, author_side, author_id, body)
    values ('${SUPPORT_MESSAGE}', '${A.id}', '${SUPPORT_TICKET}', 'customer', '${A.customer.id}', 'Can we move it to March?')`;

export const TABLE_CASES: TableCase[] = [
  {
    table: "organizations",
    orgColumn: "id",
    access: matrix({
      anon: readOnly("all"),
      customerA: readOnly("all"),
      adminA: { select: "all", insert: false, update: true, delete: false },
      adminB: readOnly("all"),
    }),
    insert: { name: "Fjord Analytics", base_url: "www.fjord.example" },
    target: { id: A.id },
    update: { name: "Northwind Partners" },
  },
  {
    table: "settings",
    access: publicContent(),
    insert: { organization_id: A.id, language: "en", supported_locales: ["en", "fr"] },
    onConflict: "(organization_id) do update set supported_locales = excluded.supported_locales",
    target: { organization_id: A.id },
    update: { primary_color: "emerald" },
  },
  {
    table: "profiles",
    // A person's one profile, with no organisation: A's admins read those of A's members, A's editors their
    // teammates' (who holds a post, who changed what), not the customers'. Counted over every profile.
    scope: "true",
    access: {
      anon: readOnly("none"),
      customerA: { select: { where: `id = ${customerA}` }, insert: false, update: true, delete: false },
      editorA: readOnly({ where: `id in (select user_id from memberships where organization_id = '${A.id}' and role <> 'customer')` }),
      adminA: readOnly({ where: `id in (select user_id from memberships where organization_id = '${A.id}')` }),
      ownerA: readOnly({ where: `id in (select user_id from memberships where organization_id = '${A.id}')` }),
      adminB: readOnly({ where: `id in (select user_id from memberships where organization_id = '${B.id}')` }),
    },
    // Nobody creates someone else's profile, A's admins included (own profiles: rls-matrix.test.ts).
    insert: { id: ORG_B.customer.id },
    target: { id: A.customer.id },
    update: { full_name: "Oliver J. Grant" },
  },
  {
    table: "memberships",
    // Each person reads their own; A's admins and owner read and change A's team; a customer may leave.
    access: {
      anon: readOnly("none"),
      customerA: { select: { where: `user_id = ${customerA}` }, insert: false, update: false, delete: true },
      editorA: readOnly({ where: `user_id = ${editorA}` }),
      adminA: full,
      ownerA: full,
      adminB: readOnly("none"),
    },
    setup: `insert into auth.users (id, email) values ('${NEWCOMER}', 'newcomer@example.com')`,
    insert: { organization_id: A.id, user_id: NEWCOMER, role: "editor" },
    target: { organization_id: A.id, user_id: A.customer.id },
    update: { role: "editor" },
  },

  {
    table: "invitations",
    // Only A's owners and admins see and manage A's invitations, each made in the inviter's own name.
    access: privateRows(),
    setup: `insert into invitations (id, organization_id, email, role, token_hash)
      values ('${INVITATION}', '${A.id}', 'invited.editor@northwind.test', 'editor', '${"a".repeat(64)}')`,
    insert: { organization_id: A.id, email: "new.editor@northwind.test", role: "editor", token_hash: "b".repeat(64), invited_by: ACTING_USER },
    target: { id: INVITATION },
    update: { revoked_at: "2030-01-01T00:00:00Z" },
  },
  {
    table: "domains",
    // A's owners add and remove A's domains, its admins see them; nobody updates a row (verifying and choosing the
    // primary go through private functions after the server's DNS check).
    access: {
      anon: readOnly("none"),
      customerA: readOnly("none"),
      editorA: readOnly("none"),
      adminA: readOnly("all"),
      ownerA: { select: "all", insert: true, update: false, delete: true },
      adminB: readOnly("none"),
    },
    setup: `insert into domains (id, organization_id, hostname, verification_token)
      values ('${DOMAIN}', '${A.id}', 'www.northwind-consulting.test', '${"t".repeat(32)}')`,
    insert: { organization_id: A.id, hostname: "shop.northwind-consulting.test", verification_token: "u".repeat(32), created_by: ACTING_USER },
    target: { id: DOMAIN },
    update: { verified_at: "2030-01-01T00:00:00Z" },
  },
  {
    table: "team_events",
    // The team's audit log: written by triggers only; A's owners and admins read it.
    access: matrix({ anon: readOnly("none"), customerA: readOnly("none"), adminA: readOnly("all"), adminB: readOnly("none") }),
    insert: { organization_id: A.id, action: "member_added", subject: "someone@northwind.test", role: "editor" },
    target: { organization_id: A.id, subject: A.editor.email },
    update: { subject: "someone.else@northwind.test" },
  },
  {
    table: "blog_posts",
    access: publicContent({ where: "is_published" }, CONTENT),
    insert: { organization_id: A.id, slug: "quarterly-letter", title: "Quarterly letter" },
    target: { id: A.posts.published[0] },
    update: { title: "Six signs your supply chain needs a reset" },
  },
  {
    table: "template_sections",
    access: publicContent(undefined, CONTENT),
    insert: { organization_id: A.id, section_title: "Our sectors", section_type: "general" },
    target: { id: A.sections[0] },
    update: { grid_columns: 2 },
  },
  {
    table: "metrics",
    access: publicContent(undefined, CONTENT),
    insert: { organization_id: A.id, title: "Retail", description: "Store networks and e-commerce" },
    target: { id: A.metrics[0] },
    update: { is_title_displayed: false },
  },
  {
    table: "template_section_metrics",
    access: publicContent(undefined, CONTENT),
    insert: { template_section_id: A.sections[0], metric_id: A.metrics[4], organization_id: A.id, position: 4 },
    target: { template_section_id: A.sections[0], metric_id: A.metrics[0] },
    update: { position: 9 },
    foreignRefs: [{ metric_id: B.metrics[0] }, { template_section_id: B.sections[0] }],
  },
  {
    table: "heading_sections",
    access: publicContent(undefined, CONTENT),
    insert: { organization_id: A.id, url_page: "/services", name: "Services", description_text: "What we do" },
    target: { id: A.homeHeadings[0] },
    update: { text_style_variant: "default" },
  },
  {
    table: "heroes",
    access: publicContent(undefined, CONTENT),
    insert: { organization_id: A.id, url_page: "/services", title: "Services that move the numbers" },
    target: { id: A.hero },
    update: { title: "Clarity for hard decisions" },
  },
  {
    table: "page_layout_items",
    access: publicContent(undefined, CONTENT),
    insert: { organization_id: A.id, url_page: "/home", position: 50, heading_section_id: A.aboutHeading },
    target: { id: A.homeLayout[1] },
    update: { position: 40 },
    foreignRefs: [{ heading_section_id: B.aboutHeading }],
  },
  {
    table: "page_layouts",
    // A page's layout version and share metadata (issue 41): visitors' pages read it, A's editors change it.
    access: publicContent(undefined, CONTENT),
    setup: `insert into page_layouts (organization_id, url_page, created_at, updated_at)
      values ('${A.id}', '/home', '2026-01-01', '2026-01-01')`,
    insert: { organization_id: A.id, url_page: "/services" },
    target: { organization_id: A.id, url_page: "/home" },
    update: { version: 7 },
  },
  {
    table: "media_files",
    // The media library's catalogue: public like the files themselves, managed by A's admin.
    access: publicContent(undefined, CONTENT),
    setup: `insert into media_files (id, organization_id, path, file_name, kind, mime_type, size_bytes)
      values ('5e0f1a00-0000-4000-8000-000000000001', '${A.id}', '${A.id}/logo.png', 'logo.png', 'image', 'image/png', 120)`,
    insert: { organization_id: A.id, path: `${A.id}/hero.webp`, file_name: "hero.webp", kind: "image", mime_type: "image/webp", size_bytes: 2048 },
    target: { id: "5e0f1a00-0000-4000-8000-000000000001" },
    update: { alt: "Northwind's logo" },
  },
  {
    table: "menu_items",
    access: publicContent({ where: "is_displayed" }),
    insert: { organization_id: A.id, display_name: "Careers", url_name: "careers" },
    target: { id: A.menuItems[3] },
    update: { is_displayed_on_footer: true },
  },
  {
    table: "submenu_items",
    access: publicContent({ where: "is_displayed" }),
    insert: { organization_id: A.id, menu_item_id: A.menuItems[1], name: "Webinars", url_name: "webinars" },
    target: { id: A.submenuItems[0] },
    update: { order: 7 },
    foreignRefs: [{ menu_item_id: B.menuItems[1] }],
  },
  {
    table: "banners",
    access: publicContent({ where: "is_enabled" }),
    insert: { organization_id: A.id, position: "left", content: { text: "We are hiring" } },
    target: { id: A.banners.top },
    update: { dismissal_duration: "1 week" },
  },
  {
    table: "banner_dismissals",
    access: privateRows(own(`user_id = ${customerA}`)),
    insert: { organization_id: A.id, banner_id: A.banners.bottom, user_id: A.customer.id, dismissed_until: "2031-01-01" },
    target: { id: A.bannerDismissal },
    update: { dismissed_until: "2031-02-01" },
    foreignRefs: [{ banner_id: B.banners.bottom }, { user_id: B.customer.id }],
  },
  {
    table: "cookie_categories",
    access: publicContent(),
    insert: { organization_id: A.id, name: "Preferences" },
    target: { id: A.cookieCategories.marketing },
    update: { description: "Campaign measurement" },
  },
  {
    table: "cookie_services",
    access: publicContent({ where: "active" }),
    insert: { organization_id: A.id, category_id: A.cookieCategories.analytics, name: "Matomo" },
    target: { id: A.cookieServices[3] },
    update: { active: false },
    foreignRefs: [{ category_id: B.cookieCategories.analytics }],
  },
  {
    table: "cookie_consent_records",
    // Append-only: everyone records their own choice (visitors with user_id null); nobody edits one.
    access: matrix({
      anon: { select: "none", insert: true, update: false, delete: false },
      customerA: { select: { where: `user_id = ${customerA}` }, insert: true, update: false, delete: false },
      adminA: { select: "all", insert: true, update: false, delete: false },
      adminB: { select: "none", insert: true, update: false, delete: false },
    }),
    insert: { organization_id: A.id, consent_given: true, services: [A.cookieServices[0]] },
    target: { id: A.consentRecords.customer },
    update: { consent_given: false },
    foreignRefs: [{ services: [B.cookieServices[0]] }, { user_id: B.customer.id }],
  },
  {
    table: "products",
    access: publicContent(),
    insert: { organization_id: A.id, name: "Board workshop", slug: "board-workshop" },
    target: { id: A.products[0] },
    update: { description: "Fixed scope, two weeks." },
  },
  {
    table: "pricing_plans",
    access: publicContent(),
    insert: { organization_id: A.id, product_id: A.products[0], name: "Express", price: 450000 },
    target: { id: A.pricingPlans[1] },
    update: { price: 700000 },
    foreignRefs: [{ product_id: B.products[0] }],
  },
  {
    table: "features",
    access: publicContent(),
    insert: { organization_id: A.id, name: "Weekly reporting" },
    target: { id: A.features[0] },
    update: { icon_name: "star" },
  },
  {
    table: "faqs",
    access: publicContent(),
    insert: { organization_id: A.id, question: "Do you sign NDAs?", answer: "Yes, before the first meeting." },
    target: { id: A.faqs[0] },
    update: { order: 9 },
  },
  {
    table: "meeting_types",
    access: publicContent({ where: "is_active" }),
    insert: { organization_id: A.id, name: "Follow-up", duration_minutes: 45 },
    // The seeded types have bookings, whose foreign key refuses the delete: act on one without.
    setup: `insert into meeting_types (id, organization_id, name, duration_minutes)
      values ('${SPARE_MEETING_TYPE}', '${A.id}', 'Site visit', 90)`,
    target: { id: SPARE_MEETING_TYPE },
    update: { is_active: false },
  },
  {
    table: "bookings",
    access: privateRows(readOnly({ where: `customer_user_id = ${customerA}` })),
    insert: {
      organization_id: A.id,
      meeting_type_id: A.meetingTypes[0],
      title: "Introductory call",
      customer_name: "Priya Shah",
      scheduled_at: "2031-03-01T10:00:00Z",
    },
    target: { id: A.bookings[0] },
    update: { status: "scheduled" },
    foreignRefs: [{ meeting_type_id: B.meetingTypes[0] }, { customer_user_id: B.customer.id }, { host_user_id: B.admin.id }],
  },
  {
    table: "media",
    access: privateRows(undefined, CONTENT),
    insert: { organization_id: A.id, kind: "image", url: "/images/northwind/office.jpg", alt: "Office" },
    target: { id: A.media[0] },
    update: { alt: "Two consultants at a whiteboard" },
  },
  {
    table: "basket_items",
    access: privateRows(own(`user_id = ${customerA}`)),
    insert: { organization_id: A.id, user_id: A.customer.id, pricing_plan_id: A.pricingPlans[2], quantity: 1 },
    target: { id: A.basketItem },
    update: { quantity: 3 },
    foreignRefs: [{ pricing_plan_id: B.pricingPlans[2] }, { user_id: B.customer.id }],
  },
  {
    table: "free_trials",
    // Visitors sign up for a trial without reading the list; the customer reads their own sign-up.
    access: matrix({
      anon: { select: "none", insert: true, update: false, delete: false },
      customerA: { select: { where: `user_id = ${customerA}` }, insert: true, update: false, delete: false },
      adminA: full,
      adminB: { select: "none", insert: true, update: false, delete: false },
    }),
    insert: { organization_id: A.id, email: "new.lead@example.com" },
    target: { id: A.freeTrial },
    update: { trial_ends_at: "2030-01-01T00:00:00Z" },
    foreignRefs: [{ user_id: B.customer.id }],
  },
  {
    table: "contact_messages",
    // Anyone sends a message; only A's admin reads them, and nobody edits or deletes one.
    access: matrix({
      anon: { select: "none", insert: true, update: false, delete: false },
      customerA: { select: "none", insert: true, update: false, delete: false },
      adminA: { select: "all", insert: true, update: false, delete: false },
      adminB: { select: "none", insert: true, update: false, delete: false },
    }),
    insert: { organization_id: A.id, name: "Sam Lee", email: "sam@example.com", message: "Please call me back." },
    target: { id: A.contactMessage },
    update: { message: "Changed" },
    foreignRefs: [{ template_section_id: B.sections[0] }],
  },
  {
    table: "post_locks",
    // The post editor's lease: only A's editors and admins read it and take it, in their own name; only its
    // holder (A's owner here) changes it.
    access: { ...privateRows(undefined, CONTENT), editorA: { ...full, update: false }, adminA: { ...full, update: false } },
    setup: `insert into post_locks (post_id, organization_id, holder_id, since, expires_at)
      values ('${A.posts.published[0]}', '${A.id}', '${A.admin.id}', now(), now() + interval '5 minutes')`,
    insert: { post_id: A.posts.published[1], organization_id: A.id, holder_id: ACTING_USER, expires_at: "2100-01-01T00:00:00Z" },
    target: { post_id: A.posts.published[0] },
    update: { expires_at: "2100-01-01T00:00:00Z" },
    foreignRefs: [{ post_id: B.posts.published[0] }],
  },
  {
    table: "change_sets",
    // Draft changes: only A's editors and admins see, open and discard them (publishing rules are the server's).
    access: privateRows(undefined, CONTENT),
    setup: CHANGE_SETS_SETUP,
    insert: { organization_id: A.id, status: "published", created_by: ACTING_USER },
    target: { id: CHANGE_SET_A },
    update: { status: "discarded" },
  },
  {
    table: "change_set_changes",
    access: privateRows(undefined, CONTENT),
    setup: CHANGE_SETS_SETUP,
    insert: {
      change_set_id: CHANGE_SET_A, organization_id: A.id, entity: "hero", entity_id: "home-hero", fields: { title: "Relaunch" },
      base_version: 3, version: 4, author_id: ACTING_USER,
    },
    target: { id: CHANGE },
    update: { fields: { section_title: "Second draft" } },
    foreignRefs: [{ change_set_id: CHANGE_SET_B }],
  },
  {
    table: "preview_links",
    // Links to preview the change set: A's editors and admins make, list and revoke them; nobody deletes one.
    access: { ...privateRows(undefined, CONTENT), editorA: { ...full, delete: false }, adminA: { ...full, delete: false }, ownerA: { ...full, delete: false } },
    setup: `insert into preview_links (id, organization_id, token_hash, expires_at)
      values ('c5000000-0000-4000-8000-0000000000aa', '${A.id}', '${"e".repeat(64)}', now() + interval '1 day')`,
    insert: { organization_id: A.id, token_hash: "f".repeat(64), expires_at: "2100-01-01T00:00:00Z", created_by: ACTING_USER },
    target: { id: "c5000000-0000-4000-8000-0000000000aa" },
    update: { revoked_at: "2030-01-01T00:00:00Z" },
  },
  {
    table: "scheduled_posts",
    // A post's "Publish at": only A's editors and admins see and change it (who may schedule is the server's rule).
    access: privateRows(undefined, CONTENT),
    setup: `insert into scheduled_posts (id, organization_id, post_id, publish_at, scheduled_by)
      values ('c5000000-0000-4000-8000-0000000000b1', '${A.id}', '${A.posts.hidden}', now() + interval '1 day', '${A.admin.id}')`,
    insert: { organization_id: A.id, post_id: A.posts.published[0], publish_at: "2100-01-01T00:00:00Z", scheduled_by: ACTING_USER },
    target: { id: "c5000000-0000-4000-8000-0000000000b1" },
    update: { status: "cancelled" },
    foreignRefs: [{ post_id: B.posts.published[0] }],
  },
  {
    table: "email_deliveries",
    // The email outbox: A's admins read their emails (never the message, which no API role may select); nobody
    // writes them but the app's own role (lib/email/outbox.ts).
    access: {
      anon: readOnly("none"),
      customerA: readOnly("none"),
      editorA: readOnly("none"),
      adminA: readOnly("all"),
      ownerA: readOnly("all"),
      adminB: readOnly("none"),
    },
    setup: `insert into email_deliveries (id, organization_id, template, recipient, locale, subject, status, error, message)
      values ('c5000000-0000-4000-8000-0000000000c1', '${A.id}', 'booking_confirmation', 'guest@example.test', 'en', 'Your booking', 'failed', 'refused', '{}')`,
    insert: { organization_id: A.id, template: "invitation", recipient: "someone@example.test", locale: "en", subject: "Join us" },
    target: { id: "c5000000-0000-4000-8000-0000000000c1" },
    update: { status: "queued" },
  },
  {
    table: "publishing_settings",
    // Admins set the rules; editors read them (may they publish?); nobody deletes them.
    access: {
      anon: readOnly("none"),
      customerA: readOnly("none"),
      editorA: readOnly("all"),
      adminA: { select: "all", insert: true, update: true, delete: false },
      ownerA: { select: "all", insert: true, update: true, delete: false },
      adminB: readOnly("none"),
    },
    setup: `insert into publishing_settings (organization_id) values ('${A.id}')`,
    insert: { organization_id: A.id, editors_may_publish: true },
    onConflict: "(organization_id) do update set editors_may_publish = excluded.editors_may_publish",
    target: { organization_id: A.id },
    update: { draft_mode_default: true },
  },
  {
    table: "translation_glossary_terms",
    // The translation glossary: A's admins keep it; A's editors read it (machine translation follows it for them too).
    access: {
      anon: readOnly("none"),
      customerA: readOnly("none"),
      editorA: readOnly("all"),
      adminA: full,
      ownerA: full,
      adminB: readOnly("none"),
    },
    setup: `insert into translation_glossary_terms (id, organization_id, term, translations)
      values ('c6000000-0000-4000-8000-000000000001', '${A.id}', 'Northwind', '{}'), ('c6000000-0000-4000-8000-000000000002', '${B.id}', 'Acme', '{}')`,
    insert: { organization_id: A.id, term: "Fieldwork", translations: { de: "Feldarbeit" } },
    target: { id: "c6000000-0000-4000-8000-000000000001" },
    update: { translations: { fr: "Northwind" } },
  },
  {
    table: "analytics_events",
    // Raw page views: A's admins read them (the live counter); nobody writes them but the collector, through
    // private.record_page_views on the app's own role (…_analytics.sql). B's row proves an admin sees only their own.
    access: {
      anon: readOnly("none"),
      customerA: readOnly("none"),
      editorA: readOnly("none"),
      adminA: readOnly("all"),
      ownerA: readOnly("all"),
      adminB: readOnly("none"),
    },
    setup: `insert into analytics_events (organization_id, visitor_hash, path, language, device) values
      ('${A.id}', 'c7000000000000000000000000000001', '/', 'en', 'mobile'), ('${B.id}', 'c7000000000000000000000000000002', '/', 'es', 'desktop')`,
    insert: { organization_id: A.id, visitor_hash: "c7000000000000000000000000000003", path: "/blog", language: "en", device: "tablet" },
    target: { visitor_hash: "c7000000000000000000000000000001" },
    update: { path: "/elsewhere" },
  },
  {
    table: "analytics_rollups",
    // The Dashboard's counts: A's admins read them; only the rollup job writes them (private.roll_up_analytics).
    access: {
      anon: readOnly("none"),
      customerA: readOnly("none"),
      editorA: readOnly("none"),
      adminA: readOnly("all"),
      ownerA: readOnly("all"),
      adminB: readOnly("none"),
    },
    setup: `insert into analytics_rollups (organization_id, granularity, bucket, dimension, value, pageviews, visitors) values
      ('${A.id}', 'day', '2026-11-30T00:00:00Z', 'total', '', 12, 5), ('${B.id}', 'day', '2026-11-30T00:00:00Z', 'total', '', 3, 2)`,
    insert: { organization_id: A.id, granularity: "hour", bucket: "2026-11-30T10:00:00Z", dimension: "page", value: "/", pageviews: 1, visitors: 1 },
    target: { organization_id: A.id, granularity: "day", dimension: "total" },
    update: { pageviews: 1000 },
  },
  {
    table: "draft_mode_choices",
    // Each editor's or admin's own draft-mode switch: nobody reads or changes another person's.
    access: {
      anon: readOnly("none"),
      customerA: readOnly("none"),
      editorA: own(`user_id = ${editorA}`),
      adminA: { select: { where: `user_id = '10100000-0000-4000-8000-0000000000a1'` }, insert: true, update: false, delete: false },
      ownerA: { select: { where: `user_id = '${A.admin.id}'` }, insert: true, update: false, delete: false },
      adminB: readOnly("none"),
    },
    setup: `insert into draft_mode_choices (organization_id, user_id, is_on) values
      ('${A.id}', '${A.editor.id}', true), ('${A.id}', '${A.admin.id}', true), ('${A.id}', '10100000-0000-4000-8000-0000000000a1', false)`,
    insert: { organization_id: A.id, user_id: ACTING_USER, is_on: true },
    onConflict: "(organization_id, user_id) do update set is_on = excluded.is_on",
    target: { organization_id: A.id, user_id: A.editor.id },
    update: { is_on: false },
  },
  {
    table: "editing_presence",
    // Who has a page in edit mode: A's editors and admins see everyone's rows and write only their own (anyone's
    // row unseen for a minute may be cleared too: tests/api/presence.test.ts). The target is A's editor's row.
    access: {
      anon: readOnly("none"),
      customerA: readOnly("none"),
      editorA: full,
      adminA: { select: "all", insert: true, update: false, delete: false },
      ownerA: { select: "all", insert: true, update: false, delete: false },
      adminB: readOnly("none"),
    },
    setup: `insert into editing_presence (organization_id, user_id, url_page, display_name) values
      ('${A.id}', '${A.editor.id}', '/home', 'Maya Chen'), ('${A.id}', '${A.admin.id}', '/home', 'Nadia Brooks')`,
    insert: { organization_id: A.id, user_id: ACTING_USER, url_page: "/services", display_name: "Someone" },
    target: { organization_id: A.id, user_id: A.editor.id, url_page: "/home" },
    update: { section: `template_section:${A.sections[0]}` },
  },
  {
    table: "revisions",
    // History: only A's editors and admins read it and append to it, as themselves; nobody edits or deletes it.
    access: matrix({
      anon: readOnly("none"),
      customerA: readOnly("none"),
      adminA: { select: "all", insert: true, update: false, delete: false },
      adminB: readOnly("none"),
    }, CONTENT),
    setup: `insert into revisions (id, organization_id, entity, entity_id, action, version, before, after, actor_id)
      overriding system value
      values (${SEEDED_REVISION}, '${A.id}', 'heroes', '${A.hero}', 'update', 2, '{"title": "Before"}', '{"title": "After"}', '${A.admin.id}')`,
    insert: {
      organization_id: A.id,
      entity: "heroes",
      entity_id: A.hero,
      action: "update",
      version: 3,
      before: { title: "After" },
      after: { title: "Clarity for hard decisions" },
      actor_id: ACTING_USER,
    },
    target: { id: SEEDED_REVISION },
    update: { actor_name: "Someone else" },
  },
  {
    table: "assistant_settings",
    // The widget reads the assistant's name and greeting; A's admin sets them.
    access: publicContent(),
    setup: `insert into assistant_settings (organization_id, name) values ('${A.id}', 'Northwind helper')`,
    insert: { organization_id: A.id, name: "Ask Northwind" },
    onConflict: "(organization_id) do update set name = excluded.name",
    target: { organization_id: A.id },
    update: { is_enabled: false },
  },
  {
    table: "assistant_questions",
    // Written only through private.log_assistant_question (the ask endpoint); A's admin reads and clears them.
    access: matrix({
      anon: readOnly("none"),
      customerA: readOnly("none"),
      adminA: { select: "all", insert: false, update: false, delete: true },
      adminB: readOnly("none"),
    }),
    setup: `insert into assistant_questions (id, organization_id, locale, question, answered)
      values ('${ASSISTANT_QUESTION}', '${A.id}', 'en', 'Do you work on weekends?', false)`,
    insert: { organization_id: A.id, locale: "en", question: "Do you audit warehouses?", answered: false },
    target: { id: ASSISTANT_QUESTION },
    update: { answered: true },
  },
  {
    table: "support_tickets",
    // A's admin reads and works the organisation's tickets; a customer reads and opens their own (read marks
    // and reopening go through security definer functions); nobody deletes one.
    access: matrix({
      anon: readOnly("none"),
      customerA: { select: { where: `customer_id = ${customerA}` }, insert: true, update: false, delete: false },
      adminA: { select: "all", insert: false, update: true, delete: false },
      adminB: readOnly("none"),
    }),
    setup: SUPPORT_SETUP,
    insert: { organization_id: A.id, customer_id: A.customer.id, customer_email: A.customer.email, subject: "Invoice question" },
    target: { id: SUPPORT_TICKET },
    update: { status: "closed" },
    foreignRefs: [{ customer_id: B.customer.id }],
  },
  {
    table: "support_messages",
    // Append-only: a customer writes on their own tickets as the customer side (A's admin writes as the
    // admin side, tests/api/support-tickets.test.ts); nobody edits or deletes a message.
    access: matrix({
      anon: readOnly("none"),
      customerA: { select: { where: `ticket_id in (select id from support_tickets where customer_id = ${customerA})` }, insert: true, update: false, delete: false },
      adminA: readOnly("all"),
      adminB: readOnly("none"),
    }),
    setup: SUPPORT_SETUP,
    insert: { organization_id: A.id, ticket_id: SUPPORT_TICKET, author_side: "customer", author_id: A.customer.id, body: "Any news?" },
    target: { id: SUPPORT_MESSAGE },
    update: { body: "Changed" },
    foreignRefs: [{ author_id: B.customer.id }],
  },
];

/**
 * Storage: the same actors, and A's admin after `POST /auth/v1/logout?scope=local`, whose token lives on until
 * it expires while their session is gone (issue 37): every write of storage.objects needs a live session.
 */
export const STORAGE_ACTOR_NAMES = [...ACTOR_NAMES, "loggedOutAdminA"] as const;
export type StorageActorName = (typeof STORAGE_ACTOR_NAMES)[number];

export interface StorageCase {
  bucket: string;
  /** Organisation A's folder: the objects select counts. */
  folder: string;
  /** A's object, stored by the superuser inside each rolled-back transaction: update, upsert and delete act on it. */
  target: string;
  /** A new object in A's folder. */
  insert: string;
  access: Record<StorageActorName, Access>;
}

/** The media bucket is public: everyone reads A's media, only A's admin with a live session writes it. */
export const STORAGE_CASE: StorageCase = {
  bucket: "media",
  folder: `${A.id}/`,
  target: `${A.id}/logo.png`,
  insert: `${A.id}/hero.webp`,
  access: {
    anon: readOnly("all"),
    customerA: readOnly("all"),
    editorA: full,
    adminA: full,
    ownerA: full,
    adminB: readOnly("all"),
    loggedOutAdminA: readOnly("all"),
  },
};
