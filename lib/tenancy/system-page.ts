import { localeFromAcceptLanguage } from "@/lib/i18n/accept-language";
import { messagesByLocale } from "@/lib/i18n/messages";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(lang: string, title: string, body: string, extra = ""): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f8fafc;color:#0f172a}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem}a{color:#0369a1}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${extra}</main></body></html>`;
}

const htmlHeaders = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };

/** Answer for a host no organisation claims. */
export function noSiteResponse(host: string, acceptLanguage: string | null): Response {
  const locale = localeFromAcceptLanguage(acceptLanguage);
  const t = messagesByLocale[locale].System;
  const body = t.noSiteDescription.replace("{host}", host);
  return new Response(page(locale, t.noSiteTitle, body), { status: 404, headers: htmlHeaders });
}

/** Answer while the database is unreachable; the browser is told when to retry. */
export function unavailableResponse(acceptLanguage: string | null): Response {
  const locale = localeFromAcceptLanguage(acceptLanguage);
  const t = messagesByLocale[locale].System;
  const retry = `<p><a href="">${escapeHtml(t.retry)}</a></p>`;
  return new Response(page(locale, t.unavailableTitle, t.unavailableDescription, retry), {
    status: 503,
    headers: { ...htmlHeaders, "retry-after": "5" },
  });
}
