import type { CSSProperties } from "react";
import { siteMediaUrl } from "@/lib/media/site-url";
import { variantSrcSet } from "@/lib/media/variants";
import type { RenderContext } from "./types";

interface ContentImageProps {
  src: string;
  alt: string;
  context: RenderContext;
  className?: string;
  style?: CSSProperties;
  /** The slot's width for the browser's choice among the variants (as the `sizes` attribute); the viewport by default. */
  sizes?: string;
  /** The page's first view (a hero): loaded at once and first. Everything else waits until it nears the screen. */
  priority?: boolean;
  [data: `data-${string}`]: string | undefined;
}

/**
 * An image of the site's content: with its intrinsic width and height when the media library knows them, so
 * the page never shifts as it loads, and in the widths and format the slot needs; lazy and decoded off the main
 * thread unless it is the first view. The organisation's own files are addressed in the short form /media/{name}.
 */
export function ContentImage({ src, alt, context, sizes = "100vw", priority = false, ...rest }: ContentImageProps) {
  const size = context.media?.[src];
  const srcSet = variantSrcSet(src, size?.width, context.orgId);
  // Attributes without a value are left out rather than set to undefined: the page's React payload would
  // carry each undefined one by name.
  return (
    // eslint-disable-next-line @next/next/no-img-element -- stored URLs of any host; next/image would fetch them on the server
    <img
      src={siteMediaUrl(src, context.orgId)}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      {...(size ? { width: size.width, height: size.height } : {})}
      loading={priority ? "eager" : "lazy"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
      {...(priority ? {} : { decoding: "async" as const })}
      {...rest}
    />
  );
}
