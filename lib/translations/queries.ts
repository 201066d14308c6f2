import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { EDITABLE_ENTITIES, type EditableEntity } from "@/lib/editing/entities";
import type { Row } from "@/lib/editing/table-store";
import { TRANSLATABLE, TRANSLATABLE_ENTITIES, type TranslatableEntityName } from "./catalog";

/** Every row of a translatable entity in the organisation (pages: their layout rows, which hold the share texts). */
export async function listTranslatableRows(db: Db, { orgId, entity }: { orgId: string; entity: TranslatableEntityName }): Promise<Row[]> {
  const spec: EditableEntity = EDITABLE_ENTITIES[entity];
  const { rows } = await db.execute<Row>(sql`select * from ${sql.identifier(spec.table)} where organization_id = ${orgId}`);
  return rows;
}

export type TextTimes = {
  entity: string;
  entity_id: string;
  field: string;
  /** Milliseconds since the epoch. */
  source_changed_at: number;
  translated_at: number | null;
  /** The source as it was when the translation was last saved: before the first source change after it. */
  source_before: string | null;
};

/** The catalog as SQL rows: (entity, field, source column, JSON key or null, translation column). */
function catalogValues() {
  const rows = TRANSLATABLE_ENTITIES.flatMap((entity) =>
    TRANSLATABLE[entity].fields.map(
      (field) => sql`(${entity}, ${field.field}, ${field.column}, ${"key" in field ? field.key : null}::text, ${field.translation})`,
    ),
  );
  return sql.join(rows, sql`, `);
}

/**
 * From the organisation's revisions: for each text whose source ever changed, when it last did, when the
 * language's translation last changed, and the source as the translator last saw it. Revisions record whole
 * rows, so a change counts only when the text itself differs (a save of another field is no change to it).
 */
export async function listTextTimes(db: Db, { orgId, lang }: { orgId: string; lang: string }): Promise<TextTimes[]> {
  const sourceOf = (side: "before" | "after") => sql`case when f.key is null then r.${sql.raw(side)}->>f.col else r.${sql.raw(side)}->f.col->>f.key end`;
  const { rows } = await db.execute<TextTimes>(sql`
    with f (entity, field, col, key, tr) as (values ${catalogValues()}),
    source_changes as (
      select r.entity, r.entity_id, f.field, r.id, r.created_at, ${sourceOf("before")} as before_text
      from revisions r join f on f.entity = r.entity and f.col = any (r.changed_fields)
      where r.organization_id = ${orgId} and r.after is not null and ${sourceOf("before")} is distinct from ${sourceOf("after")}
    ),
    translation_changes as (
      select r.entity, r.entity_id, f.field, max(r.created_at) as at
      from revisions r join f on f.entity = r.entity and f.tr = any (r.changed_fields)
      where r.organization_id = ${orgId} and r.after is not null
        and (r.before->f.tr->>${lang}::text) is distinct from (r.after->f.tr->>${lang}::text)
      group by r.entity, r.entity_id, f.field
    )
    select s.entity, s.entity_id, s.field, (extract(epoch from max(s.created_at)) * 1000)::float8 as source_changed_at,
      (extract(epoch from t.at) * 1000)::float8 as translated_at,
      (array_agg(s.before_text order by s.id) filter (where t.at is null or s.created_at > t.at))[1] as source_before
    from source_changes s left join translation_changes t using (entity, entity_id, field)
    group by s.entity, s.entity_id, s.field, t.at`);
  return rows;
}

/** The rows a page shows: its layout's sections and their metric cards (ids by entity). */
export async function listPageRowIds(db: Db, { orgId, urlPage }: { orgId: string; urlPage: string }) {
  const { rows } = await db.execute<{
    entity: string;
    id: string;
    section_type: string | null;
  }>(sql`
    select 'hero' as entity, hero_id::text as id, null as section_type from page_layout_items
      where organization_id = ${orgId} and url_page = ${urlPage} and hero_id is not null
    union all
    select 'heading_section', heading_section_id::text, null from page_layout_items
      where organization_id = ${orgId} and url_page = ${urlPage} and heading_section_id is not null
    union all
    select 'template_section', t.id::text, t.section_type from page_layout_items i join template_sections t on t.id = i.template_section_id
      where i.organization_id = ${orgId} and i.url_page = ${urlPage}
    union all
    select 'metric', m.metric_id::text, null from page_layout_items i join template_section_metrics m on m.template_section_id = i.template_section_id
      where i.organization_id = ${orgId} and i.url_page = ${urlPage}`);
  return rows;
}

/** A post's id by its slug, or null. */
export async function findPostId(db: Db, { orgId, slug }: { orgId: string; slug: string }): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`select id::text from blog_posts where organization_id = ${orgId} and slug = ${slug}`);
  return rows[0]?.id ?? null;
}
