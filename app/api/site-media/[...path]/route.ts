// GET /media/{name} (rewritten here, next.config.ts) – a file of the host's organisation's media, from Storage.
// With ?width= (and height, quality, resize, format) it is Storage's resized variant instead.
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { parseQuery, route } from "@/lib/api/route";
import { readServerEnv } from "@/lib/env/server-env";
import { MEDIA_BUCKET } from "@/lib/media/rules";

/** A stored name: segments of printable characters, none of them "." or "..". */
const nameSchema = z
  .string()
  .min(1)
  .max(1024)
  .refine((name) => name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== ".."), "Invalid file name.");

/** Storage's transformation options, checked again by Storage itself. */
const variantSchema = z.object({
  width: z.coerce.number().int().min(1).max(2500).optional(),
  height: z.coerce.number().int().min(1).max(2500).optional(),
  quality: z.coerce.number().int().min(20).max(100).optional(),
  resize: z.enum(["cover", "contain", "fill"]).optional(),
  format: z.literal("origin").optional(),
});

/** What the browser sends that Storage answers by: a part of a video, or "not modified" for a file it holds. */
const FORWARDED_REQUEST = ["accept", "range", "if-none-match", "if-modified-since"];
/** What Storage says about the file, passed on as it is (its type, caching and the headers that keep an SVG inert). */
const FORWARDED_RESPONSE = [
  "content-type", "content-length", "content-range", "accept-ranges", "cache-control", "etag", "last-modified", "vary",
  "content-security-policy", "content-disposition", "x-content-type-options",
];

/** Storage's address, read once: the server's environment does not change while it runs. */
let storageUrl: string | undefined;

function picked(headers: Headers, names: string[]): Headers {
  const result = new Headers();
  for (const name of names) {
    const value = headers.get(name);
    if (value !== null) result.set(name, value);
  }
  return result;
}

export const GET = route(async ({ request, site, params }) => {
  const name = nameSchema.safeParse(params.path);
  if (!name.success) throw new ApiError("bad_request", "Invalid file name.");
  const variant = parseQuery(request, variantSchema);
  const object = `${site.id}/${name.data.split("/").map(encodeURIComponent).join("/")}`;
  const query = new URLSearchParams(Object.entries(variant).map(([key, value]) => [key, String(value)])).toString();
  const storage = (storageUrl ??= readServerEnv().SUPABASE_URL);
  const address = query
    ? `${storage}/storage/v1/render/image/public/${MEDIA_BUCKET}/${object}?${query}`
    : `${storage}/storage/v1/object/public/${MEDIA_BUCKET}/${object}`;
  const upstream = await fetch(address, { headers: picked(request.headers, FORWARDED_REQUEST), cache: "no-store" });
  return new Response(upstream.body, { status: upstream.status, headers: picked(upstream.headers, FORWARDED_RESPONSE) });
});
