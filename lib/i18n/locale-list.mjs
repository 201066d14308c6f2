// The eleven interface languages, in the order the language switcher lists them. Plain JavaScript because the
// server's host routing (lib/tenancy/route-sites.mjs) reads them in a Node preload; lib/i18n/locales.ts types them.
export const LOCALES = ["en", "es", "fr", "de", "ru", "it", "pt", "pl", "zh", "ja", "nl"];
