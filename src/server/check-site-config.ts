/**
 * Stops the server at start when the site's settings are malformed. The site config is parsed when
 * first imported, and a server answering prerendered pages might never import it; Next.js only logs
 * an error thrown in `register()` and serves on, so this exits, with the message naming the variable.
 */
export async function checkSiteConfig(): Promise<void> {
  try {
    await import("@/site/config");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
