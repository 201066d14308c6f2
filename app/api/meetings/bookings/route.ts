import { ApiError } from "@/lib/api/errors";
import { clientIp, parseBody, parseQuery, route, userRoute } from "@/lib/api/route";
import { getRequestUser } from "@/lib/auth/request-user";
import { asAnon, withRls } from "@/lib/db";
import { viewsOf } from "@/lib/meetings/booking-access";
import { bookMeeting } from "@/lib/meetings/create-booking";
import { listCustomerBookings, listHostBookings } from "@/lib/meetings/queries";
import { createBookingInputSchema, listBookingsQuerySchema } from "@/lib/meetings/schemas";
import { sortForHost } from "@/lib/meetings/views";
import { getSiteSeo } from "@/lib/posts/queries";
import { siteOrigin } from "@/lib/site/site-by-host";
import { normalizeHost } from "@/lib/tenancy/host";
import { roleAtLeast } from "@/lib/memberships/roles";

// GET /api/meetings/bookings?scope=host|mine – the host's today and upcoming (admins only), or the customer's own
export const GET = userRoute(async ({ request, site, user }) => {
  const { scope } = parseQuery(request, listBookingsQuerySchema);
  if (scope === "host" && !roleAtLeast(user.role, "admin")) throw new ApiError("forbidden", "Only this site's admins host its meetings.");
  const startOfToday = new Date(new Date().setUTCHours(0, 0, 0, 0));
  const bookings = await withRls(user.claims, async (db) =>
    viewsOf(
      db,
      scope === "host"
        ? await listHostBookings(db, { orgId: site.id, from: startOfToday })
        : await listCustomerBookings(db, { orgId: site.id, userId: user.id }),
    ),
  );
  return { bookings: scope === "host" ? sortForHost(bookings) : bookings, server_time: new Date().toISOString() };
});

// POST /api/meetings/bookings – book a slot (idempotent per idempotency_key); emails the guest's private link
export const POST = route(async ({ request, site }) => {
  const input = await parseBody(request, createBookingInputSchema);
  const user = await getRequestUser(request, site);
  const organization = await asAnon((db) => getSiteSeo(db, { orgId: site.id }));
  if (!organization) throw new ApiError("site_not_found", "No site at this address.");
  const result = await bookMeeting({
    input,
    site,
    user,
    // The emailed link names the organisation's stored address, never the request's Host or port.
    origin: siteOrigin(normalizeHost(request.headers.get("host")), organization.base_url),
    siteName: organization.site || organization.name,
  });
  return Response.json(result, { status: result.created ? 201 : 200 });
}, { rateLimit: { key: (request) => `booking:ip:${clientIp(request)}`, limit: 30, windowSeconds: 3600 } });
