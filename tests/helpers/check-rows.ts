import type { CheckedEntity } from "@/lib/publishing/check/constants";
import type { CheckContext, CheckRow } from "@/lib/publishing/check/rules";

/** A row for the pre-publish check: the given values, shown at `path`. */
export function checkRow(entity: CheckedEntity, values: Record<string, unknown> = {}, path: string | null = "/"): CheckRow {
  return { entity, id: `${entity}-1`, values, path };
}

/** A site in English with a Spanish version, whose only pages are / (the home's sections) and /about. */
export function checkContext(overrides: Partial<CheckContext> = {}): CheckContext {
  return {
    defaultLocale: "en",
    locales: ["en", "es"],
    pages: new Set(["/", "/home", "/about"]),
    mediaAlts: new Map(),
    cards: new Map(),
    ...overrides,
  };
}
