import { newId, type FeatureRow } from "@/lib/organizations/types";

/** A new, empty feature of the organisation (its row is created on Save). */
export function newFeature(organizationId: string): FeatureRow {
  const now = new Date().toISOString();
  return {
    id: newId(),
    organization_id: organizationId,
    name: "",
    name_translation: {},
    description: null,
    description_translation: {},
    icon_name: null,
    order: 0,
    created_at: now,
    updated_at: now,
    version: 1,
  };
}
