import { z } from "zod";

const DISPLAY_NAME_MAX = 255;

// The file's name is only shown back to its owner: decoded, without control characters, trimmed,
// cut to 255 characters. It never names the stored file.
export const displayName = z
  .string()
  .max(4096)
  .transform((encoded, ctx) => {
    try {
      const name = decodeURIComponent(encoded)
        .replace(/\p{Cc}/gu, "")
        .trim();
      return Array.from(name).slice(0, DISPLAY_NAME_MAX).join("");
    } catch {
      ctx.addIssue({ code: "custom", message: "errors.invalidInput" });
      return z.NEVER;
    }
  });

/** The headers of POST /api/wizard/media (the body is the raw file). */
export const mediaUploadHeadersSchema = z.object({
  fileName: displayName.default(""),
  contentLength: z.coerce.number().int().nonnegative().optional(),
});
