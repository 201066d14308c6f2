import { z } from "zod";
import { apiFetch } from "@/lib/api/client";
import type { DismissalMap } from "@/lib/banners/local-dismissals";
import { dismissalsResponseSchema } from "@/lib/banners/schemas";

/** A signed-in visitor's dismissals, kept on the server: banner id → dismissed until (ms). */
export async function fetchServerDismissals(token: string): Promise<DismissalMap> {
  const { dismissals } = await apiFetch("/api/banners/dismissals", dismissalsResponseSchema, { token });
  return Object.fromEntries(dismissals.map((row) => [row.banner_id, Date.parse(row.dismissed_until)]));
}

/** The server reads the banner's own dismissal duration. */
export async function saveServerDismissal(bannerId: string, token: string | null): Promise<void> {
  await apiFetch("/api/banners/dismissals", z.unknown(), { method: "POST", body: { banner_id: bannerId }, token });
}
