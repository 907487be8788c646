import { z } from "zod";

/** A third-party script's address: https, or http on loopback so a variant can be tried locally. */
export const vendorUrl = z
  .url({ protocol: /^https?$/ })
  .refine(
    (url) => url.startsWith("https:") || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(url),
    "must be https (http only on loopback)",
  );

/** A comma-separated setting as its trimmed, non-empty items ("" is none). */
export const commaList = z
  .string()
  .default("")
  .transform((list) =>
    list
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );
