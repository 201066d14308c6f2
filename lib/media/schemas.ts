import { z } from "zod";

/** Alt text: what the image shows, for those who cannot see it. */
export const altSchema = z.string().trim().max(300, "Keep the alt text under 300 characters.");

export const mediaListQuerySchema = z.object({ search: z.string().trim().max(200).optional().default("") });

export const mediaPatchSchema = z.object({ alt: altSchema }).strict();

/** A file's name as the library shows it: no path, no control characters, at most 200 characters. */
export const fileNameSchema = z
  .string()
  .max(255, "The file name is too long.")
  .refine((name) => !/[\u0000-\u001f\u007f]/.test(name), "The file name holds control characters.")
  .transform((name) => name.split(/[\\/]/).pop()!.trim())
  .refine((name) => name.length > 0, "The file has no name.");
