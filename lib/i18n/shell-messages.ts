import type { Messages } from "./messages";

/** The Consent texts the cookie banner and the consent gates show without a click. */
/** Sections texts that no island shows (kept in the catalogue for the spec's wording). */
const SECTIONS_UNUSED = new Set(["fetchTemplateSectionsFailed", "fetchTemplateHeadingsFailed", "refreshHint"]);

const CONSENT_AT_FIRST_PAINT = ["title", "description", "settings", "rejectAll", "acceptAll", "saveConsentFailed", "gateTitle", "gateText", "gateAllow", "gateSettings"] as const;

/**
 * The messages the site layout hands to every page's client islands: each namespace is serialised
 * into every page, so it carries only the keys an island shows before any interaction. The rest
 * arrives with what uses it: the login and register forms, the cookie settings dialog and the help widget's panel load their
 * namespace with <WithMessages>, and the auth, account and basket pages hand theirs with <PageMessages>.
 */
export function shellMessages(messages: Messages) {
  const { Auth, Account, Basket, Consent, HelpWidget } = messages;
  return {
    Errors: messages.Errors,
    Sections: Object.fromEntries(Object.entries(messages.Sections).filter(([key]) => !SECTIONS_UNUSED.has(key))),
    Banners: messages.Banners,
    // The help widget's button; its panel loads the namespace when opened.
    HelpWidget: { open: HelpWidget.open, close: HelpWidget.close },
    Header: messages.Header,
    Footer: messages.Footer,
    Breadcrumbs: messages.Breadcrumbs,
    LanguageSuggestion: messages.LanguageSuggestion,
    Toasts: messages.Toasts,
    // The header's login button and the auth dialogs' frames (the forms load with their texts).
    Auth: { close: Auth.close, login: { title: Auth.login.title }, register: { title: Auth.register.title } },
    // The signed-in profile panel's title.
    Account: { title: Account.title },
    // The pricing plans' add-to-basket buttons.
    Basket: { add: Basket.add, added: Basket.added },
    Consent: Object.fromEntries(CONSENT_AT_FIRST_PAINT.map((key) => [key, Consent[key]])),
  };
}
