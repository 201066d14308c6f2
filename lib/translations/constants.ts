/** Machine translation (issue 42 §2): one request may take this long before its texts count as unanswered. */
export const TRANSLATION_TIMEOUT_MS = 60_000;
/** The longest answer asked of the model per request, in tokens: a batch's texts translated, as JSON. */
export const TRANSLATION_MAX_TOKENS = 4000;
/**
 * A request holds at most this many texts and source characters, so that their translation fits in
 * TRANSLATION_MAX_TOKENS with room to spare (English runs about four characters to a token; the same text in
 * Russian, Chinese or Japanese takes two to three times the tokens). A longer text is sent alone.
 */
export const TRANSLATION_BATCH_TEXTS = 40;
export const TRANSLATION_BATCH_CHARACTERS = 6000;

/** Answers of the translation routes (issue 42), shown to the admin as they are. */
export const LANGUAGE_NOT_OFFERED_MESSAGE = "This site is not offered in that language, or it is the site's default language.";
export const MODEL_NOT_CONFIGURED_MESSAGE =
  "Machine translation needs a model: set TRANSLATION_MODEL_URL and TRANSLATION_MODEL_NAME (and TRANSLATION_MODEL_KEY if the endpoint asks for one) on the server.";
export const PAGE_NOT_FOUND_MESSAGE = "There is no page or post at that address.";
export const OTHER_SITE_FILE_MESSAGE = "This file was exported from another site. Export the texts from this site and translate that file.";
export const SOURCE_LANGUAGE_MESSAGE = "This file's source language is not this site's default language.";
export const UNKNOWN_UNITS_MESSAGE = "This file names texts that are not on this site, so nothing was imported:";
/** Why an imported unit was not applied. */
export const SKIP_REASONS = ["source_changed", "empty", "unchanged"] as const;
/** Why machine translation left a text out. */
export const MACHINE_SKIP_REASONS = ["no_answer", "structure", "missing", "glossary"] as const;
/** Export scopes: one status, or every text (no scope: missing and outdated). */
export const EXPORT_SCOPES = ["missing", "outdated", "all"] as const;
/** The admins' page of the translation workflow: status per language, XLIFF exchange and the glossary. */
export const TRANSLATIONS_PATH = "/admin/translations";

/** The media type of an XLIFF file (exports, imports). */
export const XLIFF_CONTENT_TYPE = "application/xliff+xml";
