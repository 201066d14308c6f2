// GET /favicon.ico – the host's organisation's icon at 16, 32 and 48 pixels, in one ICO file (lib/brand).
import { siteIconResponse } from "@/lib/brand/responses";

export function GET(request: Request, { params }: RouteContext<"/sites/[site]/[locale]/favicon.ico">) {
  return siteIconResponse(request, params, "favicon.ico");
}
