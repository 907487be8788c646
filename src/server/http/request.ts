import { siteOrigin } from "@/site/origin";

export const NO_STORE = { "cache-control": "no-store" };

/** A JSON error answer with a stable code (and, for 422, the failing fields). */
export function errorResponse(
  status: number,
  code: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): Response {
  return Response.json(
    { error: { code, ...(extra.fields && { fields: extra.fields }) } },
    { status, headers: { ...NO_STORE, ...extra.headers } },
  );
}

function sameSite(request: Request): boolean {
  const origin = request.headers.get("origin");
  // Browsers send Origin with every cross-origin POST; a request without one is not a browser's.
  if (origin === null) return request.headers.get("sec-fetch-site") !== "cross-site";
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === request.headers.get("host") || origin === siteOrigin.origin;
}

/** Reads at most `maxBytes` of the body; null as soon as it is longer (never a truncated body). */
async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
}

/**
 * The checks every JSON API of the site makes before looking at the body (ASVS 3.5): same origin,
 * `application/json`, a body under the cap, valid UTF-8 JSON. Answers the parsed body or the error.
 */
export async function readJsonPost(
  request: Request,
  maxBytes: number,
): Promise<{ body: unknown } | { error: Response }> {
  if (!sameSite(request)) return { error: errorResponse(403, "foreign_origin") };
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;\s*charset=utf-8\s*)?$/i.test(type))
    return { error: errorResponse(415, "unsupported_media_type") };
  let text: string | null;
  try {
    text = await readCapped(request, maxBytes);
  } catch {
    return { error: errorResponse(400, "invalid_body") };
  }
  if (text === null) return { error: errorResponse(413, "body_too_large") };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { error: errorResponse(400, "invalid_json") };
  }
}
