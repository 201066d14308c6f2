// GET /manifest.webmanifest (and /{lang}/manifest.webmanifest) – the host's organisation's web manifest (lib/brand).
import { siteManifestResponse } from "@/lib/brand/responses";

export function GET(request: Request, { params }: RouteContext<"/sites/[site]/[locale]/manifest.webmanifest">) {
  return siteManifestResponse(request, params);
}
