import { ApiClientError } from "@/lib/api/client";
import { versionTag } from "./versions";

/** A stale save (412): the row as it now stands and who changed it, for the conflict view. */
export class StaleVersionError extends Error {
  constructor(
    readonly current: Record<string, unknown> & { version: number },
    readonly changedBy: { id: string | null; name: string | null; at: string; fields: string[] } | null,
    message: string,
  ) {
    super(message);
    this.name = "StaleVersionError";
  }
}

export interface Versioned<T> {
  data: T;
  version: number;
}

/**
 * fetch for the editors: the session rides in the site's cookies, a save names the version it started from
 * (If-Match), and the answer's ETag is the version to send next. A 412 throws StaleVersionError.
 */
export async function editFetch<T extends Record<string, unknown>>(
  path: string,
  { method = "GET", body, version }: { method?: string; body?: unknown; version?: number } = {},
): Promise<Versioned<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (version !== undefined) headers["if-match"] = versionTag(version);
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
    cache: "no-store",
  });
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const error = (json?.error ?? null) as Record<string, unknown> | null;
  if (response.status === 412 && error?.current) {
    throw new StaleVersionError(error.current as StaleVersionError["current"], (error.changed_by ?? null) as StaleVersionError["changedBy"], String(error.message));
  }
  if (!response.ok || !json) {
    throw new ApiClientError(response.status, String(error?.code ?? "unknown"), String(error?.message ?? response.statusText));
  }
  const etag = response.headers.get("etag");
  const next = etag ? Number(etag.replace(/^W\//, "").replaceAll('"', "")) : Number(json.version);
  return { data: json as T, version: next };
}
