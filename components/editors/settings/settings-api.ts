import { z } from "zod";
import { ApiClientError, apiFetch } from "@/lib/api/client";
import { loadSupabaseClient } from "@/lib/auth/session-store";
import type { OrganizationData, OrganizationUpdate, SettingsSection } from "@/lib/organizations/types";

/** Spec 001 §6: the modal needs an active session; its access token is the Bearer token of every call. */
export const NO_SESSION = "no_session";
/** GET /api/organizations/current found no organisation at this host. */
export const ORG_NOT_FOUND = "org_not_found";

const record = z.record(z.string(), z.unknown());
const currentAnswer = z.object({ organization: z.object({ id: z.string() }) });
/** The answer is the contract's OrganizationData; only its shape's top level is checked here. */
const organizationAnswer = z.custom<OrganizationData>((value) => record.safeParse(value).success && "settings" in record.parse(value));
const sectionAnswer = z.custom<Partial<OrganizationData>>((value) => record.safeParse(value).success);

async function accessToken(): Promise<string> {
  const supabase = await loadSupabaseClient();
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new ApiClientError(401, NO_SESSION, "No active session found");
  return data.session.access_token;
}

async function call<T>(path: string, schema: z.ZodType<T>, init: { method?: string; body?: unknown } = {}): Promise<T> {
  return apiFetch(path, schema, { ...init, token: await accessToken(), cache: "no-store" });
}

export interface LoadedOrganization {
  orgId: string;
  data: OrganizationData;
}

/** The host's organisation (GET /api/organizations/current), then all its settings (GET /api/organizations/{orgId}). */
export async function loadOrganization(): Promise<LoadedOrganization> {
  const current = await call("/api/organizations/current", currentAnswer).catch((error: unknown) => {
    if (error instanceof ApiClientError && error.status === 404) throw new ApiClientError(404, ORG_NOT_FOUND, "Organization not found for current domain");
    throw error;
  });
  const orgId = current.organization.id;
  const data = await call(`/api/organizations/${orgId}`, organizationAnswer);
  return { orgId, data };
}

/** GET /api/organizations/{orgId}/sections/{section}: the keys of one tab (SECTION_KEYS), to reload it after a save. */
export function loadSection(orgId: string, section: SettingsSection): Promise<Partial<OrganizationData>> {
  return call(`/api/organizations/${orgId}/sections/${section}`, sectionAnswer);
}

/** PUT /api/organizations/{orgId}: answers the whole organisation as it now stands. */
export function saveOrganization(orgId: string, body: OrganizationUpdate): Promise<OrganizationData> {
  return call(`/api/organizations/${orgId}`, organizationAnswer, { method: "PUT", body });
}
