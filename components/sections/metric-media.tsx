import { useTranslations } from "next-intl";
import { ConsentGate } from "@/components/consent/consent-gate";
import { detectMedia } from "@/lib/sections/video";

/** The cookie service a visitor consents to before a player from that site loads. */
const EMBED_SERVICE = { youtube: "YouTube", vimeo: "Vimeo" } as const;

interface MetricMediaProps {
  url: string | null;
  title: string;
  heightClass: string;
  rounded: boolean;
}

/**
 * A metric's image, video file (with controls and the fallback text) or YouTube/Vimeo embed. Players
 * from video sites set their own cookies, so they load only once the visitor allowed that service.
 */
export function MetricMedia({ url, title, heightClass, rounded }: MetricMediaProps) {
  const t = useTranslations("Sections");
  const media = detectMedia(url);
  const shape = rounded ? "rounded-full aspect-square mx-auto" : "rounded-md w-full";
  if (media.kind === "none") return null;
  if (media.kind === "embed") {
    return (
      <ConsentGate service={EMBED_SERVICE[media.provider]} className={`${heightClass} w-full`}>
        <iframe
          src={media.src}
          title={title}
          data-media="embed"
          className={`${heightClass} w-full rounded-md`}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </ConsentGate>
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
