import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { errors, jwtVerify, SignJWT } from "jose";
import type { LeadFormName } from "@/features/leads/forms";

/**
 * The form token of SPEC §7 (`POST /api/sfdc/jwt`, sent back as `csrf`): HS256, ten minutes, bound
 * to one form, this site's audience and issuer. The browser refreshes it every 540000 ms, so a
 * token in use is never older than nine minutes.
 */
export const TOKEN_LIFETIME_S = 600;
const ISSUER = "orbitalk-website";
const AUDIENCE = "orbitalk-leads";
const TYPE = "lead-form+jwt";

export type TokenCheck = "ok" | "missing" | "invalid" | "expired" | "wrong_form";

/** The secret from the environment, or one generated once and kept in the data directory. */
export function loadTokenSecret(configured: string, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.resolve(dataDir, "token-secret");
  try {
    return Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
    } catch {
      // Another process wrote it first: use theirs.
      return Buffer.from(readFileSync(file, "utf8").trim(), "base64url");
    }
    return Buffer.from(secret, "base64url");
  }
}

export function signFormToken(secret: Uint8Array, form: LeadFormName, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ form })
    .setProtectedHeader({ alg: "HS256", typ: TYPE })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_S)
    .sign(secret);
}

export async function verifyFormToken(
  secret: Uint8Array,
  token: string,
  form: LeadFormName,
  now = Date.now(),
): Promise<TokenCheck> {
  if (!token) return "missing";
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYPE,
      maxTokenAge: TOKEN_LIFETIME_S,
      requiredClaims: ["exp", "iat", "form"],
      currentDate: new Date(now),
    });
    return payload.form === form ? "ok" : "wrong_form";
  } catch (error) {
    return error instanceof errors.JWTExpired ? "expired" : "invalid";
  }
}
