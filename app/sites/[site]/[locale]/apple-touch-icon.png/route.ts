// GET /apple-touch-icon.png – the host's organisation's icon for iOS home screens, 180 pixels, opaque (lib/brand).
import { siteIconResponse } from "@/lib/brand/responses";

export function GET(request: Request, { params }: RouteContext<"/sites/[site]/[locale]/apple-touch-icon.png">) {
  return siteIconResponse(request, params, "apple-touch-icon.png");
}
