import { isLocale, type Locale } from "@/lib/i18n/locales";
import type { ShellMessages } from "@/lib/i18n/shell-messages";

/** A promise as React's `use` reads it: once marked fulfilled, `use` returns its value without suspending. */
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

const loading = new Map<Locale, Tracked<ShellMessages>>();

/**
 * The language's shell catalogue (lib/i18n/shell-messages.ts): a static chunk of its own, loaded once and
 * cached by the browser, instead of texts repeated in every page's payload. One promise per language, so
 * React's `use` sees the same one on every render; marked fulfilled when it is, so a page whose catalogue has
 * already arrived hydrates without suspending.
 */
export function shellCatalogue(locale: Locale): Promise<ShellMessages> {
  let catalogue = loading.get(locale);
  if (!catalogue) {
    const tracked: Tracked<ShellMessages> = import(`@/messages/shell/${locale}.json`).then((module: { default: ShellMessages }) => {
      Object.assign(tracked, { status: "fulfilled", value: module.default });
      return module.default;
    });
    catalogue = tracked;
    loading.set(locale, catalogue);
  }
  return catalogue;
}

// In the browser the request starts as soon as this chunk runs, beside the page's other scripts, rather
// than when React reaches the providers: the page's language is its <html lang>.
if (typeof document !== "undefined" && isLocale(document.documentElement.lang)) void shellCatalogue(document.documentElement.lang);
