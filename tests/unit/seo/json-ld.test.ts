import Validator, { type Issue } from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";
import { DomUtils, parseDocument } from "htmlparser2";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "@/components/seo/json-ld";
import { buildArticle } from "@/lib/seo/json-ld/article";
import { buildLocalBusiness } from "@/lib/seo/json-ld/local-business";
import { pageNodes, siteNodes } from "@/lib/seo/json-ld/page";
import { jsonLdDocument, type JsonLdDocument } from "@/lib/seo/json-ld/serialize";
import { postRow } from "../../helpers/post-row";
import { XSS_PAYLOADS } from "../../helpers/xss-payloads";
import { crumbLabels, faqEntry, ORIGIN, planEntry, sectionsOf, siteFacts, storedMedia } from "./fixtures";
import { googleRuleIssues } from "./google-rules";
import { schemaOrgGraph, vocabularyIssues } from "./schema-org-vocabulary";

/** The page's script element for a document, as the server renders it. */
const render = (document: JsonLdDocument) => renderToStaticMarkup(createElement(JsonLd, { document }));

/** What a crawler reads back from the rendered element (a real HTML parser, then JSON). */
function readBack(html: string): unknown[] {
  const scripts = DomUtils.getElementsByTagName("script", parseDocument(`<html><body>${html}</body></html>`).children);
  return scripts.map((script) => JSON.parse(DomUtils.textContent(script)));
}

// Google's merchant listings want a product image; a plan card shows none, so only product snippets apply.
const notApplicable = (issue: Issue) => issue.rootType === "Product" && issue.issueMessage === 'Required attribute "image" is missing';

/** Everything wrong with the rendered document: extraction, schema.org vocabulary, Google's rich-result rules. */
async function problems(document: JsonLdDocument): Promise<string[]> {
  const html = `<!doctype html><html><head></head><body>${render(document)}</body></html>`;
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html);
  const adobe = await new Validator(schemaOrgGraph()).validate(extracted);
  const [parsed] = readBack(render(document));
  return [
    ...extracted.errors.map((error) => `extract: ${error.message}`),
    ...adobe
      .filter((issue) => (issue.severity === "ERROR" || issue.errorType === "schemaOrg") && !notApplicable(issue))
      .map((issue) => `${issue.rootType}: ${issue.issueMessage}`),
    ...vocabularyIssues(parsed),
    ...googleRuleIssues(parsed),
  ];
}

const post = (fields: Parameters<typeof postRow>[0] = {}) =>
  postRow({
    slug: "pricing-strategy-for-2027",
    title: "Pricing strategy for 2027: what changed and what to do about it",
    title_translation: { es: "Estrategia de precios para 2027" },
    description: "Five shifts we saw this year.",
    author_name: "Ana Ruiz",
    created_on: "2026-03-02 09:15:00+00",
    updated_at: "2026-03-04 17:40:12.123456+00",
    display_config: { display_as_blog_post: true },
    author_config: { is_with_author: true },
    media_config: { main_photo: storedMedia("pricing.jpg") },
    ...fields,
  });

const documents: Record<string, JsonLdDocument | null> = {
  "every page (Organization, WebSite)": jsonLdDocument(siteNodes(siteFacts())),
  "a site without a logo": jsonLdDocument(siteNodes(siteFacts({ logo: null }))),
  "home with FAQ and pricing sections": jsonLdDocument(
    pageNodes(siteFacts(), {
      path: "/",
      breadcrumbs: crumbLabels(),
      sections: {
        items: sectionsOf("general", "faq", "pricing_plans"),
        extras: {
          faqs: [faqEntry(), faqEntry({ question: "Do you work remotely?", answer: "Yes, and on site when it helps." })],
          plans: [planEntry(), planEntry({ name: "Retainer", price: 250_000, is_promotion: true, promotion_price: 199_000, currency_symbol: "€", recurring_interval: "month" })],
        },
      },
    }),
  ),
  "a blog post in Spanish": jsonLdDocument(pageNodes(siteFacts({ locale: "es" }), { path: "/pricing-strategy-for-2027", breadcrumbs: crumbLabels({ home: "Inicio" }), post: post() })),
  "a page post by the organisation": jsonLdDocument(
    pageNodes(siteFacts(), { path: "/about", breadcrumbs: crumbLabels(), post: post({ slug: "about", display_config: {}, author_config: {}, media_config: {} }) }),
  ),
  "a nested page": jsonLdDocument(pageNodes(siteFacts(), { path: "/products/strategy-review", breadcrumbs: crumbLabels() })),
  "a local business": jsonLdDocument([buildLocalBusiness(siteFacts(), { streetAddress: "1 Harbour Row", addressLocality: "Leith", postalCode: "EH6 6LX", addressCountry: "GB", telephone: "+44 131 496 0000" })]),
};

describe("structured data on the public site", () => {
  it.each(Object.entries(documents))("%s passes schema.org's vocabulary and Google's rich-result checks", async (_name, document) => {
    expect(document).not.toBeNull();
    expect(await problems(document!)).toEqual([]);
  });

  it("the checks catch a misspelled property, a property of another type and a value outside its range", async () => {
    // JSON as a careless builder could produce it (schema-dts types stop most of this at compile time already).
    const wrong: JsonLdDocument = JSON.parse(`{"@context": "https://schema.org", "@graph": [
      {"@type": "Article", "headlin": "Typo", "headline": "Fine", "datePublished": "2026-01-01T00:00:00Z", "dateModified": "2026-01-01", "author": {"@type": "Person", "name": "A"}},
      {"@type": "Organization", "name": "Northwind", "price": 3},
      {"@type": "WebSite", "name": "Northwind", "url": "${ORIGIN}/", "publisher": {"@type": "Offer", "price": 1}},
      {"@type": "FAQPage", "mainEntity": [{"@type": "Question", "name": "Why?", "acceptedAnswer": {"@type": "Answer"}}]},
      {"@type": "Prodcut", "name": "Plan"},
      {"@type": "Product", "name": "Plan"}
    ]}`);
    expect(await problems(wrong)).toEqual(
      expect.arrayContaining([
        '$.@graph[0].headlin: "headlin" is not a schema.org property',
        "Article: dateModified is not an ISO 8601 date and time",
        '$.@graph[1].price: "price" is not a property of Organization',
        "$.@graph[2].publisher: Offer is not in its range (Organization, Person)",
        "FAQPage: mainEntity[0].acceptedAnswer.text is missing",
        '$.@graph[4]: "Prodcut" is not a schema.org type',
        'Product: One of the following attributes is required: "aggregateRating", "offers" or "review"',
      ]),
    );
  });
});

describe("what a page says", () => {
  it("names the organisation once, with its logo, and the site in every language it offers", () => {
    const [organization, website] = siteNodes(siteFacts());
    expect(organization).toEqual({ "@type": "Organization", "@id": `${ORIGIN}/#organization`, name: "Northwind Consulting Ltd", url: `${ORIGIN}/`, logo: `${ORIGIN}/media/logo.png` });
    expect(website).toMatchObject({ "@type": "WebSite", name: "Northwind", url: `${ORIGIN}/`, inLanguage: ["en", "es"], publisher: { "@id": `${ORIGIN}/#organization` } });
  });

  it("describes a blog post in the language viewed, with its photo, dates and named author", () => {
    expect(buildArticle(post(), siteFacts({ locale: "es" }))).toEqual({
      "@type": "BlogPosting",
      "@id": `${ORIGIN}/es/pricing-strategy-for-2027#article`,
      headline: "Estrategia de precios para 2027",
      description: "Five shifts we saw this year.",
      datePublished: "2026-03-02T09:15:00.000Z",
      dateModified: "2026-03-04T17:40:12.123Z",
      inLanguage: "es",
      image: `${ORIGIN}/media/pricing.jpg`,
      author: { "@type": "Person", name: "Ana Ruiz" },
      publisher: { "@type": "Organization", "@id": `${ORIGIN}/#organization`, name: "Northwind Consulting Ltd" },
      mainEntityOfPage: `${ORIGIN}/es/pricing-strategy-for-2027`,
      url: `${ORIGIN}/es/pricing-strategy-for-2027`,
    });
  });

  it("credits the organisation when the post names no person, and gives a landing page no article", () => {
    const companyPost = buildArticle(post({ author_config: { is_with_author: true, is_company_author: true }, display_config: {} }), siteFacts());
    expect(companyPost).toMatchObject({ "@type": "Article", author: { "@id": `${ORIGIN}/#organization` } });
    expect(buildArticle(post({ display_config: { type: "landing" } }), siteFacts())).toBeNull();
  });

  it("gives the breadcrumb bar's trail with whole labels and the language's addresses, and none on home", () => {
    const [trail] = pageNodes(siteFacts({ locale: "es" }), {
      path: "/pricing-strategy-for-2027",
      breadcrumbs: crumbLabels({ home: "Inicio", overrides: { "pricing-strategy-for-2027": { label: "Estrategia de precios para 2027" } } }),
    });
    expect(trail).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Inicio", item: `${ORIGIN}/es` },
        { "@type": "ListItem", position: 2, name: "Estrategia de precios para 2027", item: `${ORIGIN}/es/pricing-strategy-for-2027` },
      ],
    });
    expect(pageNodes(siteFacts(), { path: "/", breadcrumbs: crumbLabels() })).toEqual([]);
  });

  it("names the products segment as the bar does for the organisation's type", () => {
    const [trail] = pageNodes(siteFacts(), { path: "/products/strategy-review", breadcrumbs: crumbLabels() });
    expect(trail).toMatchObject({ itemListElement: [{ name: "Home" }, { name: "Solutions", item: `${ORIGIN}/products` }, { name: "Strategy review" }] });
  });

  it("offers each plan at the price a visitor pays now, in its currency, per month for a subscription", () => {
    const nodes = pageNodes(siteFacts(), {
      path: "/pricing",
      sections: {
        items: sectionsOf("pricing_plans"),
        extras: {
          faqs: [],
          plans: [
            planEntry(),
            planEntry({ name: "Retainer", price: 250_000, is_promotion: true, promotion_price: 199_000, currency_symbol: "€", recurring_interval: "month" }),
            planEntry({ name: "Audit", currency_symbol: "CHF" }),
            planEntry({ name: "Nordic", currency_symbol: "kr" }),
          ],
        },
      },
    });
    expect(nodes).toHaveLength(3);
    expect(nodes[0]).toMatchObject({ "@type": "Product", name: "Starter", offers: { "@type": "Offer", price: 499, priceCurrency: "USD", url: `${ORIGIN}/pricing` } });
    expect(nodes[1]).toMatchObject({
      name: "Retainer",
      offers: { price: 1990, priceCurrency: "EUR", priceSpecification: { "@type": "UnitPriceSpecification", price: 1990, referenceQuantity: { value: 1, unitCode: "MON" } } },
    });
    expect(nodes[2]).toMatchObject({ name: "Audit", offers: { priceCurrency: "CHF" } });
  });

  it("lists the FAQ in the page's language and leaves out questions without an answer", () => {
    const [faqPage] = pageNodes(siteFacts({ locale: "es" }), {
      path: "/",
      sections: { items: sectionsOf("faq", "faq"), extras: { faqs: [faqEntry(), faqEntry({ answer: " ", answer_translation: {} })], plans: [] } },
    });
    expect(faqPage).toEqual({
      "@type": "FAQPage",
      url: `${ORIGIN}/es`,
      mainEntity: [{ "@type": "Question", name: "¿Cuánto dura un proyecto?", acceptedAnswer: { "@type": "Answer", text: "La mayoría dura de seis a ocho semanas." } }],
    });
  });

  it("adds no local business without an address, as Google requires one", () => {
    expect(buildLocalBusiness(siteFacts(), {})).toBeNull();
    expect(buildLocalBusiness(siteFacts(), { telephone: "+44 131 496 0000" })).toBeNull();
    expect(buildLocalBusiness(siteFacts(), { addressLocality: "Leith", email: "hello@northwind.example" })).toMatchObject({
      "@type": "LocalBusiness",
      "@id": `${ORIGIN}/#organization`,
      address: { "@type": "PostalAddress", addressLocality: "Leith" },
      email: "hello@northwind.example",
    });
  });

  it("addresses the organisation's own media on its site, absolute", () => {
    expect(buildArticle(post({ media_config: { main_photo: storedMedia("a b.jpg") } }), siteFacts())).toMatchObject({ image: `${ORIGIN}/media/a%20b.jpg` });
    expect(buildArticle(post({ media_config: { main_photo: "data:image/png;base64,AAAA" } }), siteFacts())).not.toHaveProperty("image");
  });
});

describe("the script element is an XSS boundary", () => {
  const hostile = ["</script><script>window.__xss(1)</script>", "</SCRIPT >", "<!--<script>", "<\u2028/script>", "]]>&lt;/script&gt;"];

  it("keeps every text an editor typed inside the element, and reads back exactly as built", () => {
    const facts = siteFacts({ organizationName: hostile[0], siteName: hostile[1] });
    const faqs = hostile.map((text) => faqEntry({ question: text, answer: text, question_translation: {}, answer_translation: {} }));
    const document = jsonLdDocument([...siteNodes(facts), ...pageNodes(facts, { path: "/", sections: { items: sectionsOf("faq"), extras: { faqs, plans: [] } } })])!;
    const html = render(document);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    expect(html.indexOf("<", 1)).toBe(html.lastIndexOf("</script>"));
    expect(readBack(html)).toEqual([JSON.parse(JSON.stringify(document))]);
  });

  it("holds for the stored-XSS corpus", () => {
    const faqs = XSS_PAYLOADS.map((payload) => faqEntry({ question: payload.name, answer: payload.html("window.__xss(1)"), answer_translation: {} }));
    const document = jsonLdDocument(pageNodes(siteFacts(), { path: "/", sections: { items: sectionsOf("faq"), extras: { faqs, plans: [] } } }))!;
    const html = render(document);
    expect(html.match(/</g)).toHaveLength(2);
    expect(readBack(html)).toEqual([JSON.parse(JSON.stringify(document))]);
  });
});
