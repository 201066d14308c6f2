"use client";

import { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import { consentStateSchema, cookieCategorySchema, type CookieCategory } from "@/lib/consent/schemas";

/** The essential category is locked on: the server's flag, or its name compared case-insensitively. */
export function isEssentialCategory(category: Pick<CookieCategory, "is_essential" | "name">): boolean {
  return category.is_essential || category.name.trim().toLowerCase() === "essential";
}

export function fetchCookieCategories(locale: string): Promise<CookieCategory[]> {
  return apiFetch(`/api/cookies/categories?locale=${locale}`, z.array(cookieCategorySchema));
}

/** The visitor's last choice; on failure only the essential services (spec §7). */
export async function fetchConsentedServices(orgId: string, token: string | null, categories: CookieCategory[]): Promise<string[]> {
  try {
    const state = await apiFetch(`/api/cookies/consent?organization_id=${orgId}`, consentStateSchema, { token });
    return state.services;
  } catch (error) {
    console.error("[consent] could not read the last choice:", error);
    return categories.filter(isEssentialCategory).flatMap((category) => category.cookie_service.map((service) => service.id));
  }
}

export async function postConsent(params: { orgId: string; consentGiven: boolean; services: string[]; token: string | null }) {
  const body = { consent_given: params.consentGiven, services: params.services, organization_id: params.orgId };
  return apiFetch("/api/cookies/consent", z.object({ ok: z.literal(true) }).loose(), { method: "POST", body, token: params.token });
}

/**
 * Accept all / Reject all: records every active service, or only the essential ones, then remembers
 * locally which embedded services may load ("*" for all).
 */
export async function saveQuickChoice(accept: boolean, params: { orgId: string; locale: string; token: string | null }) {
  const categories = await fetchCookieCategories(params.locale);
  const chosen = accept ? categories : categories.filter(isEssentialCategory);
  const services = chosen.flatMap((category) => category.cookie_service);
  await postConsent({ orgId: params.orgId, consentGiven: accept, services: services.map((s) => s.id), token: params.token });
  return accept ? ["*"] : services.map((service) => service.name);
}
