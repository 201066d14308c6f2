import { cacheLife, cacheTag } from "next/cache";
import { ImageResponse } from "next/og";
import { brandHex, letteringOn } from "@/lib/brand/colors";
import type { Locale } from "@/lib/i18n/locales";
import { HOME_PAGE } from "@/lib/sections/constants";
import { orgTag, pageTag } from "@/lib/site/tags";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "./constants";
import { getShareBrand } from "./data";
import { loadSeoSite, resolvePageSeo } from "./page-seo";
import { ShareCard } from "./share-card";
import { loadShareLogo } from "./share-logo";
import { clipText, withoutEmoji } from "./text";

/** Satori picks Han glyph forms by language: Japanese and Chinese need their tag. */
const RENDER_LANG: Partial<Record<Locale, string>> = { ja: "ja-JP", zh: "zh-CN" };

/** The first text with something drawable in it. */
const firstText = (...texts: (string | null | undefined)[]) => texts.map((text) => withoutEmoji(text ?? "")).find(Boolean) ?? null;

/**
 * The PNG of a page's share image in `locale`, or null when no page is at `path`: the live site (never the draft
 * view), cached under the organisation's and the page's tags, so a save refreshes it with the page.
 */
export async function renderShareImage(orgId: string, path: string, locale: Locale): Promise<Uint8Array<ArrayBuffer> | null> {
  "use cache";
  cacheTag(orgTag(orgId), pageTag(orgId, path === "/" ? HOME_PAGE : path));
  cacheLife("hours");
  const site = await loadSeoSite(orgId, false);
  if (!site) return null;
  const [seo, brand] = await Promise.all([resolvePageSeo(site, path, locale, false), getShareBrand.cached(orgId, false)]);
  if (!seo || !brand) return null;
  const background = brandHex(brand.primary_color, brand.primary_shade);
  const siteName = withoutEmoji(site.name);
  const card = (
    <ShareCard
      title={clipText(firstText(seo.overrides.title, seo.title), 110) ?? siteName}
      description={clipText(firstText(seo.overrides.description, seo.description), 140)}
      siteName={siteName}
      host={site.origin ? new URL(site.origin).host : null}
      logo={await loadShareLogo(brand.logo, orgId)}
      background={background}
      color={letteringOn(background)}
      lang={RENDER_LANG[locale] ?? locale}
    />
  );
  const response = new ImageResponse(card, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
  return new Uint8Array(await response.arrayBuffer());
}
