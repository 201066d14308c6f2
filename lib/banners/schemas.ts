import { z } from "zod";

/** POST /api/banners/dismissals: the duration is the banner's own, read on the server. */
export const dismissBannerSchema = z.object({ banner_id: z.uuid() });

export const dismissalsResponseSchema = z.object({
  dismissals: z.array(z.object({ banner_id: z.string(), dismissed_until: z.string() })),
});
