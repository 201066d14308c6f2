import type { BannerView } from "@/lib/banners/types";
import { compactBanner } from "./banner-fields";
import { BannerList } from "./banner-list";

/**
 * The site's banners for the current page, rendered after the header. A server component: it hands
 * the browser's banner list only the fields that say something (every page's payload carries them).
 */
export function BannerArea({ banners, headerOverlays = false }: { banners: BannerView[]; headerOverlays?: boolean }) {
  return <BannerList banners={banners.map(compactBanner)} headerOverlays={headerOverlays} />;
}
