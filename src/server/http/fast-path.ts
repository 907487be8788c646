import { securityHeaders } from "@/site/security-headers";
import { postLead, postToken } from "./lead-api";

/**
 * The lead APIs for `npm start`'s server (scripts/serve.mjs), which calls them without going
 * through Next.js's router: the same handlers as the route files, with the site's security headers.
 */
const handlers: Record<string, (request: Request) => Promise<Response>> = {
  "/api/sfdc/jwt": postToken,
  "/api/sfdc/cb-data": postLead,
};

export function leadApiHandler(pathname: string): ((request: Request) => Promise<Response>) | undefined {
  const handler = handlers[pathname];
  if (!handler) return undefined;
  return async (request) => {
    const response = await handler(request);
    for (const { key, value } of securityHeaders) response.headers.set(key, value);
    return response;
  };
}
