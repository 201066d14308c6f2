// GET /api/organizations/{orgId}/sections/{section} – the part of the organisation's data one Global
// Settings tab shows (SECTION_KEYS), to reload it after a save (admins of that organisation; spec 001 §7)
import { ApiError } from "@/lib/api/errors";
import { withRls } from "@/lib/db";
import { getOrganizationKeys } from "@/lib/organizations/queries";
import { ORGANIZATION_NOT_FOUND_MESSAGE, organizationRoute, privateJson } from "@/lib/organizations/route";
import { SECTION_KEYS, SETTINGS_SECTIONS, type SettingsSection } from "@/lib/organizations/types";

const isSection = (value: string | undefined): value is SettingsSection => SETTINGS_SECTIONS.includes(value as SettingsSection);

export const GET = organizationRoute(async ({ site, user, params }) => {
  const { section } = params;
  if (!isSection(section)) throw new ApiError("not_found", `There is no settings section "${section}".`);
  const data = await withRls(user.claims, (db) => getOrganizationKeys(db, { orgId: site.id, keys: SECTION_KEYS[section] }));
  if (!data) throw new ApiError("not_found", ORGANIZATION_NOT_FOUND_MESSAGE);
  return privateJson(data);
});
