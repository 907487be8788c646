import { z } from "zod";

/** A third-party script's address: https, or http on loopback so a variant can be tried locally. */
export const vendorUrl = z
  .url({ protocol: /^https?$/ })
  .refine(
    (url) => url.startsWith("https:") || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/.test(url),
    "must be https (http only on loopback)",
  );
