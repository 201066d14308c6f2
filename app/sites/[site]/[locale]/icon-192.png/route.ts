// GET /icon-192.png – the host's organisation's icon, 192 pixels square, for its web manifest (lib/brand).
import { siteIconResponse } from "@/lib/brand/responses";

export function GET(request: Request, { params }: RouteContext<"/sites/[site]/[locale]/icon-192.png">) {
  return siteIconResponse(request, params, "icon-192.png");
}
