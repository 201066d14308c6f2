import { ZodError } from "zod";
import { ApiClientError } from "@/lib/api/client";
import { isUnreachable } from "@/lib/editing/failure";

/** A Site Map load failure as a message key of Editors.siteMap (spec 001 §8), with its details. */
export function siteMapLoadError(error: unknown): { key: string; details?: string } {
  if (error instanceof ZodError) return { key: "dataNotFound" };
  if (isUnreachable(error)) return { key: "unreachable" };
  if (error instanceof ApiClientError) {
    if (error.code === "site_not_found") return { key: "notFoundForDomain" };
    if (error.status === 404) return { key: "notFound" };
    return { key: "fetchFailed", details: error.message };
  }
  return { key: "fetchFailed", details: error instanceof Error ? error.message : String(error) };
}
