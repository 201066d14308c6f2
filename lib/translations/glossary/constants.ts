// The glossary's limits and the messages its routes answer (issue 42); the interface shows them translated
// (messages: Translations.glossary).

export const GLOSSARY_TERM_MAX_LENGTH = 200;
export const GLOSSARY_TRANSLATION_MAX_LENGTH = 200;
export const GLOSSARY_NOTE_MAX_LENGTH = 500;

export const GLOSSARY_TERM_TAKEN_MESSAGE = "This term is already in the glossary.";
export const GLOSSARY_TERM_NOT_FOUND_MESSAGE = "This glossary term does not exist or was deleted.";

/** The browser's cache key of the glossary list. */
export const GLOSSARY_QUERY_KEY = ["translations", "glossary"] as const;
