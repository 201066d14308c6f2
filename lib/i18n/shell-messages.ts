import type { Messages } from "./messages";

/**
 * The Sections texts client islands show: the section error box and the metrics slider's controls. The server
 * renders the rest into the HTML, and the contact form gets its texts as props (components/sections/contact-section.tsx).
 */
const SECTIONS_IN_ISLANDS = ["renderError", "unknown", "previous", "next", "goToSlide"] as const;

/** The Header texts a signed-out visitor can see; the signed-in ones load with the profile controls (SIGNED_IN_MESSAGES). */
const HEADER_AT_FIRST_PAINT = ["home", "openMenu", "closeMenu", "mobileMenu", "submenu", "language", "current", "default", "basket"] as const;

/** The Consent texts the cookie banner and the consent gates show without a click. */
const CONSENT_AT_FIRST_PAINT = ["title", "description", "settings", "rejectAll", "acceptAll", "saveConsentFailed", "gateTitle", "gateText", "gateAllow", "gateSettings"] as const;

/**
 * The shell catalogue: the messages every page's client islands need before any interaction, the same for
 * every page of a language. It is not carried in each page's payload: `npm run messages:shell` writes it to
 * `messages/shell/{locale}.json`, a static chunk the browser loads once per language and caches
 * (components/site/shell-messages.tsx). The rest arrives with what uses it: the login and register forms, the
 * cookie settings dialog, the help widget's panel, the signed-in profile controls, toasts and the language
 * suggestion load their namespace with <WithMessages>, and the auth, account and basket pages hand theirs with
 * <PageMessages>.
 */
export function shellMessages(messages: Messages) {
  const { Auth, Basket, Consent, Header, HelpWidget } = messages;
  return {
    Errors: messages.Errors,
    // The site's 404 (components/site/page-not-found.tsx).
    NotFound: messages.NotFound,
    Sections: pick(messages.Sections, SECTIONS_IN_ISLANDS),
    // Countdown and expansion texts too: cached once, they cost a page nothing.
    Banners: messages.Banners,
    // The help widget's button; its panel loads the namespace when opened.
    HelpWidget: { open: HelpWidget.open, close: HelpWidget.close },
    Header: pick(Header, HEADER_AT_FIRST_PAINT),
    Footer: messages.Footer,
    // Every organisation type's products and news labels (lib/breadcrumbs/labels.ts).
    Breadcrumbs: messages.Breadcrumbs,
    // The toasts' region label; the toasts load their texts when the first one shows. The language
    // suggestion loads its namespace when it is about to show.
    Toasts: { region: messages.Toasts.region },
    // The header's login button and the auth dialogs' frames (the forms load with their texts).
    Auth: { close: Auth.close, login: { title: Auth.login.title }, register: { title: Auth.register.title } },
    // The pricing plans' add-to-basket buttons.
    Basket: { add: Basket.add, added: Basket.added },
    Consent: pick(Consent, CONSENT_AT_FIRST_PAINT),
  };
}

export type ShellMessages = ReturnType<typeof shellMessages>;

/** The given keys of one namespace. */
function pick<T extends object, K extends keyof T>(namespace: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, namespace[key]])) as Pick<T, K>;
}
