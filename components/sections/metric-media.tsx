import { useTranslations } from "next-intl";
import { ConsentGate } from "@/components/consent/consent-gate";
import { siteMediaUrl } from "@/lib/media/site-url";
import { detectMedia } from "@/lib/sections/video";
import { ContentImage } from "./content-image";
import type { RenderContext } from "./types";

/** The cookie service a visitor consents to before a player from that site loads. */
const EMBED_SERVICE = { youtube: "YouTube", vimeo: "Vimeo" } as const;

interface MetricMediaProps {
  url: string | null;
  title: string;
  heightClass: string;
  rounded: boolean;
  context: RenderContext;
}

/**
 * A metric's image, video file (with controls and the fallback text) or YouTube/Vimeo embed. Players
 * from video sites set their own cookies, so they load only once the visitor allowed that service.
 */
export function MetricMedia({ url, title, heightClass, rounded, context }: MetricMediaProps) {
  const t = useTranslations("Sections");
  const media = detectMedia(url);
  const shape = rounded ? "media-round" : "media-box";
  if (media.kind === "none") return null;
  if (media.kind === "embed") {
    return (
      <ConsentGate service={EMBED_SERVICE[media.provider]} className={`${heightClass} w-full`}>
        <iframe
          src={media.src}
          title={title}
          className={`${heightClass} w-full rounded-md`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </ConsentGate>
    );
  }
  if (media.kind === "link") {
    // A video-site address without an id to embed: a link to the video, never a broken picture.
    return (
      <a
        href={media.href}
        target="_blank"
        rel="noopener noreferrer"
        className={`media-link ${heightClass}`}
      >
        <span aria-hidden className="play-icon" />
        <span className="font-semibold">{title}</span>
        <span className="text-sm text-gray-200">{EMBED_SERVICE[media.provider]}</span>
      </a>
    );
  }
  if (media.kind === "video") {
    return (
      <video controls preload="none" className={`${heightClass} ${shape}`}>
        <source src={siteMediaUrl(media.src, context.orgId)} />
        {t("videoFallback")}
      </video>
    );
  }
  return (
    <ContentImage src={media.src} alt={title} context={context} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className={`${heightClass} ${shape}`} />
  );
}
