import { z } from "zod";
import { EDITABLE_ENTITIES, type EntityName } from "./entities";

const entityNames = Object.keys(EDITABLE_ENTITIES) as [EntityName, ...EntityName[]];

/** GET /api/revisions: one entity's history. */
export const historyQuerySchema = z.object({ entity: z.enum(entityNames), entity_id: z.string().trim().min(1).max(500) }).strict();

/** A revision's id in a path. */
export const revisionIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
