import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";
import { GLOSSARY_NOTE_MAX_LENGTH, GLOSSARY_TERM_MAX_LENGTH, GLOSSARY_TRANSLATION_MAX_LENGTH } from "./constants";

// One schema per input, shared by the routes, the glossary editor and the tests.

const term = z.string().trim().min(1, "Please enter a term.").max(GLOSSARY_TERM_MAX_LENGTH, `At most ${GLOSSARY_TERM_MAX_LENGTH} characters.`);

/** Locale → the term's fixed translation there; a language left out keeps the term as it is. */
export const glossaryTranslationsSchema = z.partialRecord(
  z.enum(LOCALES),
  z
    .string()
    .trim()
    .min(1, "Please enter the translation, or leave the language out.")
    .max(GLOSSARY_TRANSLATION_MAX_LENGTH, `At most ${GLOSSARY_TRANSLATION_MAX_LENGTH} characters.`),
);

const note = z
  .string()
  .trim()
  .max(GLOSSARY_NOTE_MAX_LENGTH, `At most ${GLOSSARY_NOTE_MAX_LENGTH} characters.`)
  .nullable()
  // An empty note is no note.
  .transform((value) => (value ? value : null));

/** A new glossary term: POST /api/translations/glossary. */
export const glossaryTermInputSchema = z
  .object({
    term,
    translations: glossaryTranslationsSchema.default({}),
    note: note.optional(),
  })
  .strict();
export type GlossaryTermInput = z.infer<typeof glossaryTermInputSchema>;

/** A change to a term: PATCH /api/translations/glossary/{id} changes only the fields it names. */
export const glossaryTermPatchSchema = z
  .object({ term, translations: glossaryTranslationsSchema, note })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Name at least one field to change.");
export type GlossaryTermPatch = z.infer<typeof glossaryTermPatchSchema>;

/** A glossary term as the routes answer it. */
export const glossaryTermSchema = z.object({
  id: z.string(),
  term: z.string(),
  translations: z.partialRecord(z.enum(LOCALES), z.string()),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GlossaryTermRow = z.infer<typeof glossaryTermSchema>;

export const glossaryListSchema = z.object({ terms: z.array(glossaryTermSchema) });
