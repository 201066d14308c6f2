/** What the media library takes (issue 12): per type, its kind and the largest file. Shared by the gallery and POST /api/media. */
const MB = 1024 * 1024;

export const MEDIA_TYPES = {
  "image/jpeg": { kind: "image", extension: "jpg", maxBytes: 10 * MB },
  "image/png": { kind: "image", extension: "png", maxBytes: 10 * MB },
  "image/webp": { kind: "image", extension: "webp", maxBytes: 10 * MB },
  "image/avif": { kind: "image", extension: "avif", maxBytes: 10 * MB },
  "image/gif": { kind: "image", extension: "gif", maxBytes: 10 * MB },
  "image/svg+xml": { kind: "image", extension: "svg", maxBytes: 1 * MB },
  "video/mp4": { kind: "video", extension: "mp4", maxBytes: 100 * MB },
  "video/webm": { kind: "video", extension: "webm", maxBytes: 100 * MB },
} as const;

export type MediaType = keyof typeof MEDIA_TYPES;
export type MediaKind = (typeof MEDIA_TYPES)[MediaType]["kind"];

/** The `accept` of the gallery's file input. */
export const MEDIA_ACCEPT = Object.keys(MEDIA_TYPES).join(",");

/** The media bucket, and the folder of an organisation in it. */
export const MEDIA_BUCKET = "media";
export const mediaFolder = (organizationId: string) => `${organizationId}/`;

export const isMediaType = (type: string): type is MediaType => Object.hasOwn(MEDIA_TYPES, type);

/** "10 MB" for a limit in bytes. */
export const formatLimit = (bytes: number) => `${Math.round(bytes / MB)} MB`;

const LARGEST_FILE_BYTES = Math.max(...Object.values(MEDIA_TYPES).map((type) => type.maxBytes));

/**
 * The most POST /api/media reads of a multipart body: the largest file any type allows plus room for the form's
 * framing and alt text. The file's own type limit is checked once its bytes are known.
 */
export const MEDIA_UPLOAD_LIMIT_BYTES = LARGEST_FILE_BYTES + 64 * 1024;
export const MEDIA_UPLOAD_TOO_LARGE_MESSAGE = `The file is too large: files may be up to ${formatLimit(LARGEST_FILE_BYTES)}.`;
