import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { detectMedia } from "@/lib/sections/video";

/**
 * Consent hook point: embedded third-party players may set cookies, so the cookie-consent issue
 * passes `renderEmbed` to gate them. Without it the player is shown as is.
 */
export type EmbedGate = (embed: { src: string; provider: "youtube" | "vimeo"; title: string }) => ReactNode;

interface MetricMediaProps {
  url: string | null;
  title: string;
  heightClass: string;
  rounded: boolean;
  renderEmbed?: EmbedGate;
}

/** A metric's image, video file (with controls and the fallback text) or YouTube/Vimeo embed. */
export function MetricMedia({ url, title, heightClass, rounded, renderEmbed }: MetricMediaProps) {
  const t = useTranslations("Sections");
  const media = detectMedia(url);
  const shape = rounded ? "rounded-full aspect-square mx-auto" : "rounded-md w-full";
  if (media.kind === "none") return null;
  if (media.kind === "embed") {
    if (renderEmbed) return <>{renderEmbed({ ...media, title })}</>;
    return (
      <iframe
        src={media.src}
        title={title}
        data-media="embed"
        className={`${heightClass} w-full rounded-md`}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }
  if (media.kind === "video") {
    return (
      <video controls preload="metadata" data-media="video" className={`${heightClass} ${shape} object-cover`}>
        <source src={media.src} />
        {t("videoFallback")}
      </video>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored URLs of any host; next/image needs a fixed list
    <img src={media.src} alt={title} loading="lazy" data-media="image" className={`${heightClass} ${shape} object-cover`} />
  );
}
