import { describe, expect, it } from "vitest";
import { buildUpdate, firstFailingTab, isDirty, tabOfField, withSection } from "@/components/editors/settings/settings-draft";
import { REPLACED_LISTS, type HeroRow, type MeetingTypeRow, type OrganizationData } from "@/lib/organizations/types";

const AT = "2025-01-01T00:00:00.000000+00:00";
const ORG = "20000000-0000-4000-8000-000000000000";

function meetingType(overrides: Partial<MeetingTypeRow> = {}): MeetingTypeRow {
  return {
    id: "21900000-0000-4000-8000-000000000001",
    organization_id: ORG,
    name: "Asesoría de viaje",
    name_translation: { en: "Travel consultation" },
    description: null,
    description_translation: {},
    duration_minutes: 30,
    is_active: true,
    created_at: AT,
    updated_at: AT,
    version: 1,
    ...overrides,
  };
}

function hero(overrides: Partial<HeroRow> = {}): HeroRow {
  return {
    id: "hero-1",
    organization_id: ORG,
    url_page: "/home",
    name: null,
    title: "Viajes a medida",
    description: null,
    button: "Get Started",
    image: null,
    animation_element: null,
    display_order: 0,
    title_translation: {},
    description_translation: {},
    button_translation: {},
    title_style: {},
    description_style: {},
    image_style: {},
    background_style: {},
    button_style: {},
    created_at: AT,
    updated_at: AT,
    version: 3,
    ...overrides,
  };
}

/** An organisation as GET /api/organizations/{orgId} answers it, with one meeting type and a home hero. */
function organization(): OrganizationData {
  return {
    organization: { id: ORG, name: "Acme Viajes", base_url: "www.acme-viajes.example", base_url_local: "acme.localhost", type: "hospitality", version: 1 },
    settings: {
      organization_id: ORG,
      site: "Acme Viajes",
      language: "es",
      supported_locales: ["es", "en", "de"],
      analytics_enabled: true,
      image: null,
      image_for_privacy_settings: null,
      icon: null,
      with_language_switch: true,
      header_style: {},
      footer_style: {},
      primary_color: "teal",
      primary_shade: 600,
      secondary_color: "amber",
      secondary_shade: 400,
      font_family: "Poppins",
      created_at: AT,
      updated_at: AT,
      version: 1,
    },
    website_hero: hero(),
    menu_items: [],
    submenu_items: [],
    blog_posts: [],
    products: [],
    pricing_plans: [],
    features: [],
    faqs: [],
    banners: [],
    cookie_categories: [],
    cookie_services: [],
    cookie_consent_records: [],
    meeting_types: [meetingType()],
    loaded_at: AT,
  };
}

describe("the Global Settings draft", () => {
  it("is not dirty while it holds what was loaded, even as a copy", () => {
    const snapshot = organization();
    expect(isDirty(snapshot, snapshot)).toBe(false);
    expect(isDirty(structuredClone(snapshot), snapshot)).toBe(false);
  });

  it("is dirty once a language is added, and clean again when it is taken away", () => {
    const snapshot = organization();
    const added = { ...snapshot, settings: { ...snapshot.settings, supported_locales: [...snapshot.settings.supported_locales, "fr" as const] } };
    expect(isDirty(added, snapshot)).toBe(true);
    const back = { ...added, settings: { ...added.settings, supported_locales: ["es", "en", "de"] as OrganizationData["settings"]["supported_locales"] } };
    expect(isDirty(back, snapshot)).toBe(false);
  });

  it("is dirty when a meeting type's translation changes", () => {
    const snapshot = organization();
    const draft = { ...snapshot, meeting_types: [meetingType({ name_translation: { en: "Travel advice" } })] };
    expect(isDirty(draft, snapshot)).toBe(true);
  });
});

describe("PUT's body", () => {
  it("sends the flat settings, every list and the blog posts, without the organisation or the consent records", () => {
    const draft = organization();
    const body = buildUpdate(draft, draft, "general");
    expect(body.settings).toEqual(draft.settings);
    for (const list of REPLACED_LISTS) expect(body[list]).toEqual(draft[list]);
    expect(body.blog_posts).toEqual([]);
    expect(body.loaded_at).toBe(AT);
    expect(body).not.toHaveProperty("organization");
    expect(body).not.toHaveProperty("cookie_consent_records");
  });

  it("sends website_hero only from the hero tab while the hero is unchanged", () => {
    const draft = organization();
    expect(buildUpdate(draft, draft, "general")).not.toHaveProperty("website_hero");
    expect(buildUpdate(draft, draft, "hero").website_hero).toEqual(draft.website_hero);
  });

  it("sends a hero changed on the hero tab even when saved from another tab, so the change is not lost", () => {
    const snapshot = organization();
    const draft = { ...snapshot, website_hero: hero({ title: "Nuevos destinos" }) };
    expect(buildUpdate(draft, snapshot, "general").website_hero?.title).toBe("Nuevos destinos");
  });

  it("never sends a hero the site does not have", () => {
    const draft = { ...organization(), website_hero: null };
    expect(buildUpdate(draft, draft, "hero")).not.toHaveProperty("website_hero");
  });
});

describe("a save's field errors", () => {
  it("name the tab that shows each field", () => {
    expect(tabOfField("settings.supported_locales")).toBe("general");
    expect(tabOfField("website_hero.title")).toBe("hero");
    expect(tabOfField("meeting_types.0.duration_minutes")).toBe("meeting_types");
    expect(tabOfField("submenu_items.2.url_name")).toBe("menu");
    expect(tabOfField("pricing_plans.1.price")).toBe("products");
    expect(tabOfField("cookie_services.0.name")).toBe("cookies");
    expect(tabOfField("_")).toBeNull();
  });

  it("switch to the tab of the first failing field the server listed", () => {
    expect(firstFailingTab({ "meeting_types.0.duration_minutes": "Too short", "settings.language": "Unknown" })).toBe("meeting_types");
    expect(firstFailingTab({ _: "Invalid request body.", "faqs.1.question": "Required" })).toBe("faqs");
    expect(firstFailingTab({})).toBeNull();
  });
});

describe("reloading the active tab after a save", () => {
  it("replaces only that tab's keys with the section's answer", () => {
    const saved = organization();
    const reloaded = withSection(saved, "meeting_types", { meeting_types: [meetingType({ version: 2 })], faqs: [] });
    expect(reloaded.meeting_types[0].version).toBe(2);
    expect(reloaded.settings).toBe(saved.settings);
  });

  it("keeps what the section's answer lacks", () => {
    const saved = organization();
    expect(withSection(saved, "general", {}).settings).toBe(saved.settings);
  });
});
