import { z } from "zod";

/** An editable row as GET answers it; each editor reads its own fields from it. */
export const rowAnswerSchema = z.record(z.string(), z.unknown());

/** A row as a save or restore answers it: the row, its version, and the revision an undo would restore. */
export const savedRowSchema = z.looseObject({ version: z.number(), revision_id: z.number().nullable().optional() });

export type SavedRow = z.infer<typeof savedRowSchema>;

/** A write that answers only the revision it made (a delete, an undo, a layout or metrics change). */
export const revisionAnswerSchema = z.looseObject({ revision_id: z.number().nullable().catch(null) });

/** A row whose fields the server's own types describe: checked to be an object, typed as `Row`. */
export const rowOf = <Row extends object>() => z.custom<Row>((value) => typeof value === "object" && value !== null && !Array.isArray(value));
