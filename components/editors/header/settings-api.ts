import { z } from "zod";

/** GET and PATCH /api/settings: the site's settings row, its version as the ETag. */
export const SETTINGS_API = "/api/settings";

/** The settings row as the header and footer editors loaded it; never cached between openings. */
export const settingsQueryKey = ["editing", "settings"] as const;

/** The settings columns these editors write, each as a whole object. */
export type StyleColumn = "header_style" | "footer_style";

/** What the editors and their previews read of the settings row; anything malformed reads as absent. */
export const settingsRowSchema = z.object({
  version: z.number().int(),
  site: z.string().nullable().catch(null),
  image: z.string().nullable().catch(null),
  supported_locales: z.array(z.string()).catch([]),
  with_language_switch: z.boolean().nullable().catch(false),
  header_style: z.unknown(),
  footer_style: z.unknown(),
});

export type SettingsRow = z.infer<typeof settingsRowSchema>;
