/**
 * A message whose placeholders are all plain `{name}` arguments, filled without ICU. next-intl formats such a
 * message with an IntlMessageFormat, and its first one makes the browser load ICU's locale and number data:
 * 35 ms on this machine, four times that on Lighthouse's phone, spent while the page hydrates. The texts shown
 * in a page's first seconds (the basket's label, the slider's dots, a blocked embed's notice, the language
 * suggestion, a submenu's label, the footer's copyright) use this instead, and
 * tests/unit/i18n/fill-message.test.ts keeps them plain in every language. Numbers are written as digits:
 * small whole numbers and the year, the same in every language offered.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}

/** The messages filled with fillMessage, by namespace: each must stay free of ICU syntax beyond `{name}`. */
export const PLAIN_MESSAGES = {
  Header: ["basket", "submenu"],
  Sections: ["goToSlide"],
  Consent: ["gateTitle", "gateText", "gateAllow"],
  LanguageSuggestion: ["message", "accept", "decline"],
  Footer: ["copyright"],
} as const;
