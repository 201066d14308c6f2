import "server-only";
import { bigint, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { primaryId, timestamps } from "./columns";
import { organizationId } from "./tenancy";

/** The media library's catalogue: one row per file of the organisation's folder in the `media` bucket. */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: primaryId(),
    organization_id: organizationId(),
    /** The object's name in the bucket: `{organization_id}/…`. */
    path: text("path").notNull(),
    file_name: text("file_name").notNull(),
    kind: text("kind", { enum: ["image", "video"] }).notNull(),
    mime_type: text("mime_type").notNull(),
    size_bytes: bigint("size_bytes", { mode: "number" }).notNull(),
    width: integer("width"),
    height: integer("height"),
    alt: text("alt").notNull().default(""),
    ...timestamps(),
  },
  (t) => [unique().on(t.organization_id, t.path), index("media_files_org_created_idx").on(t.organization_id, t.created_at.desc())],
);
