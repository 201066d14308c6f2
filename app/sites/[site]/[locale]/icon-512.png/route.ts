// GET /icon-512.png – the host's organisation's icon, 512 pixels square, for its web manifest (lib/brand).
import { siteIconResponse } from "@/lib/brand/responses";

export function GET(request: Request, { params }: RouteContext<"/sites/[site]/[locale]/icon-512.png">) {
  return siteIconResponse(request, params, "icon-512.png");
}
