/** Spec (002 §5): direct video files play in a video player. */
export const VIDEO_FILE_EXTENSIONS = ["mp4", "webm", "ogg", "mov", "avi", "wmv", "flv", "mkv"] as const;

export type Media =
  | { kind: "none" }
  | { kind: "image"; src: string }
  | { kind: "video"; src: string }
  | { kind: "embed"; src: string; provider: "youtube" | "vimeo" }
  | { kind: "link"; href: string; provider: "youtube" | "vimeo" };

function parseUrl(url: string): URL | null {
  try {
    return new URL(url, "http://relative.invalid");
  } catch {
    return null;
  }
}

/** A direct link to a video file, by its extension (query and fragment ignored). */
export function isVideoFile(url: string): boolean {
  const path = parseUrl(url)?.pathname.toLowerCase() ?? "";
  const extension = path.slice(path.lastIndexOf(".") + 1);
  return (VIDEO_FILE_EXTENSIONS as readonly string[]).includes(extension);
}

const YOUTUBE_ID = /^[\w-]{6,}$/;

/** The YouTube or Vimeo embed address of a watch link, or null for anything else. */
export function toEmbedUrl(url: string): { src: string; provider: "youtube" | "vimeo" } | null {
  const parsed = parseUrl(url);
  if (!parsed || parsed.hostname === "relative.invalid") return null;
  const host = parsed.hostname.replace(/^(www|m)\./, "");
  const segments = parsed.pathname.split("/").filter(Boolean);
  let youtubeId: string | null = null;
  if (host === "youtu.be") youtubeId = segments[0] ?? null;
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (segments[0] === "watch") youtubeId = parsed.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) youtubeId = segments[1] ?? null;
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId)) return { src: `https://www.youtube.com/embed/${youtubeId}`, provider: "youtube" };
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = segments.find((segment) => /^\d+$/.test(segment));
    if (id) return { src: `https://player.vimeo.com/video/${id}`, provider: "vimeo" };
  }
  return null;
}

const VIDEO_SITES: Record<string, "youtube" | "vimeo"> = {
  "youtube.com": "youtube",
  "youtube-nocookie.com": "youtube",
  "youtu.be": "youtube",
  "vimeo.com": "vimeo",
  "player.vimeo.com": "vimeo",
};

/** Spec 001 §5: any address on YouTube, youtu.be or Vimeo is a video, whatever its path. */
export function videoSite(url: string): "youtube" | "vimeo" | null {
  const parsed = parseUrl(url);
  if (!parsed || parsed.hostname === "relative.invalid" || !/^https?:$/.test(parsed.protocol)) return null;
  return VIDEO_SITES[parsed.hostname.replace(/^(www|m)\./, "")] ?? null;
}

/**
 * What a metric's image field holds: nothing, an image, a video file, an embeddable video, or a video-site
 * link with no id to embed (shown as a link, never as a broken picture).
 */
export function detectMedia(url: string | null | undefined): Media {
  const value = url?.trim();
  if (!value) return { kind: "none" };
  const embed = toEmbedUrl(value);
  if (embed) return { kind: "embed", ...embed };
  const site = videoSite(value);
  if (site) return { kind: "link", href: value, provider: site };
  if (isVideoFile(value)) return { kind: "video", src: value };
  return { kind: "image", src: value };
}
