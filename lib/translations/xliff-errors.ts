import { LOCALES } from "@/lib/i18n/locales";

// What an XLIFF import refuses, in the words the admin reads (lib/translations/xliff.ts).

export const XLIFF_MAX_BYTES = 5 * 1024 * 1024;

export const XLIFF_TOO_LARGE_MESSAGE = "This file is too large to import (the limit is 5 MB).";
export const XLIFF_MALFORMED_MESSAGE = "This file is not a valid XLIFF 2 document.";
export const XLIFF_DTD_MESSAGE = "This file declares a DTD (<!DOCTYPE>), which XLIFF files must not contain.";
export const XLIFF_NOT_XLIFF_MESSAGE = "This file is not an XLIFF document.";
export const XLIFF_VERSION_1_MESSAGE = "This file is XLIFF 1.2; export and import XLIFF 2.0.";
export const XLIFF_VERSION_MESSAGE = "This file's XLIFF version is not supported; export and import XLIFF 2.0.";
export const XLIFF_ORGANIZATION_MESSAGE = "This file does not say which site it was exported from; import a file exported from this site.";
export const XLIFF_LANGUAGE_MESSAGE = `This file must name its source and target language (srcLang, trgLang) as one of: ${LOCALES.join(", ")}.`;
export const XLIFF_UNIT_MESSAGE = "A unit in this file does not say which text it translates (its entity, id and field notes are missing or invalid).";
export const XLIFF_DUPLICATE_UNIT_MESSAGE = "This file holds the same text twice (two units for one field).";
export const XLIFF_INLINE_CODE_MESSAGE = "A text in this file holds XLIFF inline codes (<ph>, <pc>, …); keep its HTML as typed text.";

/** A refusal to show the admin: `message` is one of the constants above, `detail` says where (a unit, a line). */
export class XliffError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "XliffError";
  }
}
