import { newsLabelKey, productsLabelKey } from "@/lib/breadcrumbs/labels";
import type { Messages } from "./messages";

/**
 * The Sections texts client islands show: the section error box and the metrics slider's controls. The server
 * renders the rest into the HTML, and the contact form gets its texts as props (components/sections/contact-section.tsx).
 */
const SECTIONS_IN_ISLANDS = ["renderError", "unknown", "previous", "next", "goToSlide"] as const;

/** The Header texts a signed-out visitor can see; the signed-in ones load with the profile controls (SIGNED_IN_MESSAGES). */
const HEADER_AT_FIRST_PAINT = ["home", "openMenu", "closeMenu", "mobileMenu", "submenu", "language", "current", "default", "basket"] as const;

/** The Banners texts every banner may show; countdown and expansion texts load with such a banner (components/banners/banner-list.tsx). */
const BANNERS_AT_FIRST_PAINT = ["region", "close", "newTab"] as const;

/** The Consent texts the cookie banner and the consent gates show without a click. */
const CONSENT_AT_FIRST_PAINT = ["title", "description", "settings", "rejectAll", "acceptAll", "saveConsentFailed", "gateTitle", "gateText", "gateAllow", "gateSettings"] as const;

/**
 * The messages the site layout hands to every page's client islands: each namespace is serialised
 * into every page, so it carries only the keys an island shows before any interaction. The rest
 * arrives with what uses it: the login and register forms, the cookie settings dialog, the help widget's panel, the
 * signed-in profile controls, toasts and the language suggestion load their namespace with
 * <WithMessages>, and the auth, account and basket pages hand theirs with <PageMessages>. Given the organisation's
 * type, the breadcrumbs carry only its own labels.
 */
export function shellMessages(messages: Messages, organizationType?: string, { bannerDetails = false } = {}) {
  const { Auth, Basket, Banners, Breadcrumbs, Consent, Header, HelpWidget } = messages;
  return {
    Errors: messages.Errors,
    Sections: pick(messages.Sections, SECTIONS_IN_ISLANDS),
    // All of them when a banner on the site shows a countdown or expands: fetching them on load would
    // download the whole catalogue for eight words.
    Banners: bannerDetails ? Banners : pick(Banners, BANNERS_AT_FIRST_PAINT),
    // The help widget's button; its panel loads the namespace when opened.
    HelpWidget: { open: HelpWidget.open, close: HelpWidget.close },
    Header: pick(Header, HEADER_AT_FIRST_PAINT),
    Footer: messages.Footer,
    // Given the organisation's type, only its own products and news labels (lib/breadcrumbs/labels.ts).
    Breadcrumbs:
      organizationType === undefined
        ? Breadcrumbs
        : {
            label: Breadcrumbs.label,
            home: Breadcrumbs.home,
            products: pick(Breadcrumbs.products, [productsLabelKey(organizationType)]),
            news: pick(Breadcrumbs.news, [newsLabelKey(organizationType)]),
          },
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

/** The given keys of one namespace. */
function pick<T extends object, K extends keyof T>(namespace: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, namespace[key]])) as Pick<T, K>;
}
