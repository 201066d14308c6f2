import { describe, expect, it } from "vitest";
import { isValidDuration, NEW_MEETING_MINUTES, newMeetingType, withName } from "@/components/editors/settings/meeting-types/meeting-type-edits";
import { isNewId } from "@/lib/organizations/types";

describe("a new meeting type", () => {
  it("has a new id, belongs to the organisation and is active for 30 minutes", () => {
    const row = newMeetingType("org-1");
    expect(isNewId(row.id)).toBe(true);
    expect(row).toMatchObject({ organization_id: "org-1", name: "", duration_minutes: NEW_MEETING_MINUTES, is_active: true });
    expect(newMeetingType("org-1").id).not.toBe(row.id);
  });

  it("takes only whole minutes above 0 as its duration", () => {
    expect(isValidDuration(45)).toBe(true);
    expect(isValidDuration(0)).toBe(false);
    expect(isValidDuration(-15)).toBe(false);
    expect(isValidDuration(12.5)).toBe(false);
    expect(isValidDuration(Number.NaN)).toBe(false);
  });
});

describe("a meeting type's name", () => {
  const spanish = { locale: "es", defaultLocale: "es" } as const;
  const english = { locale: "en", defaultLocale: "es" } as const;

  it("typed in the default language is the base name", () => {
    const row = withName(newMeetingType("org-1"), { base: "Asesoría", translations: {} }, spanish);
    expect(row).toMatchObject({ name: "Asesoría", name_translation: {} });
  });

  it("typed only in another language is also the base name, so the type is never nameless", () => {
    const row = withName(newMeetingType("org-1"), { base: "", translations: { en: "Travel advice" } }, english);
    expect(row).toMatchObject({ name: "Travel advice", name_translation: { en: "Travel advice" } });
  });

  it("typed in another language leaves an existing base name alone", () => {
    const row = withName({ ...newMeetingType("org-1"), name: "Asesoría" }, { base: "Asesoría", translations: { en: "Advice" } }, english);
    expect(row.name).toBe("Asesoría");
  });
});
