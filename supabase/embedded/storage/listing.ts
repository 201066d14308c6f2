import { asCaller, objectsUnder } from "./objects";
import type { StorageContext } from "./service";

const SORTABLE = new Set(["name", "created_at", "updated_at", "last_accessed_at"]);

/**
 * POST /object/list/{bucket}: the files and folders one level below `prefix`, as storage-js lists them
 * (folders with a null id), filtered by `search`, sorted, paged with limit and offset.
 */
export async function listEntries(ctx: StorageContext, bucket: string, body: Record<string, unknown>) {
  const raw = typeof body.prefix === "string" ? body.prefix.replace(/^\/+/, "") : "";
  const prefix = raw && !raw.endsWith("/") ? `${raw}/` : raw;
  const limit = Math.min(Math.max(Number(body.limit) || 100, 1), 1000);
  const offset = Math.max(Number(body.offset) || 0, 0);
  const search = typeof body.search === "string" ? body.search.toLowerCase() : "";
  const sortBy = (body.sortBy ?? {}) as { column?: string; order?: string };
  const column = SORTABLE.has(sortBy.column ?? "") ? (sortBy.column as string) : "name";
  const descending = sortBy.order === "desc";

  const rows = await asCaller(ctx.db, ctx.caller, (tx) => objectsUnder(tx, bucket, prefix));
  const folders = new Map<string, Record<string, unknown>>();
  const entries: Record<string, unknown>[] = [];
  for (const row of rows) {
    const rest = row.name.slice(prefix.length);
    const [head, ...deeper] = rest.split("/");
    if (deeper.length > 0) {
      if (!folders.has(head)) folders.set(head, { name: head, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
      continue;
    }
    entries.push({ name: head, id: row.id, updated_at: row.updated_at, created_at: row.created_at, last_accessed_at: row.last_accessed_at, metadata: row.metadata });
  }
  const all = [...folders.values(), ...entries].filter((entry) => !search || String(entry.name).toLowerCase().includes(search));
  all.sort((a, b) => {
    const order = String(a[column] ?? "").localeCompare(String(b[column] ?? ""));
    return descending ? -order : order;
  });
  return all.slice(offset, offset + limit);
}
