// @vitest-environment node
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SignJWT, UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { loadTokenSecret, signFormToken, TOKEN_LIFETIME_S, verifyFormToken } from "./tokens";

const secret = new TextEncoder().encode("k".repeat(32));
const now = Date.UTC(2026, 10, 21, 12);

describe("form tokens", () => {
  it("verify for their own form within ten minutes", async () => {
    const token = await signFormToken(secret, "demo", now);
    expect(await verifyFormToken(secret, token, "demo", now + 540_000)).toBe("ok");
    expect(await verifyFormToken(secret, token, "partner", now)).toBe("wrong_form");
    expect(await verifyFormToken(secret, token, "demo", now + TOKEN_LIFETIME_S * 1000 + 1000)).toBe(
      "expired",
    );
  });

  it("refuse missing, tampered, foreign-key, alg none and wrong-audience tokens", async () => {
    const token = await signFormToken(secret, "demo", now);
    const [header, payload, signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), form: "partner" }),
    ).toString("base64url");
    const none = new UnsecuredJWT({ form: "demo" })
      .setIssuer("orbitalk-website")
      .setAudience("orbitalk-leads")
      .setIssuedAt(now / 1000)
      .setExpirationTime(now / 1000 + 600)
      .encode();
    const otherAudience = await new SignJWT({ form: "demo" })
      .setProtectedHeader({ alg: "HS256", typ: "lead-form+jwt" })
      .setIssuer("orbitalk-website")
      .setAudience("someone-else")
      .setIssuedAt(now / 1000)
      .setExpirationTime(now / 1000 + 600)
      .sign(secret);
    expect(await verifyFormToken(secret, "", "demo", now)).toBe("missing");
    expect(await verifyFormToken(secret, `${header}.${forged}.${signature}`, "partner", now)).toBe("invalid");
    expect(await verifyFormToken(new TextEncoder().encode("x".repeat(32)), token, "demo", now)).toBe(
      "invalid",
    );
    expect(await verifyFormToken(secret, none, "demo", now)).toBe("invalid");
    expect(await verifyFormToken(secret, otherAudience, "demo", now)).toBe("invalid");
    expect(await verifyFormToken(secret, "not.a.jwt", "demo", now)).toBe("invalid");
  });

  it("generate the embedded default's secret once and keep it in the data directory", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "secret-"));
    const first = loadTokenSecret("", dir);
    expect(first).toHaveLength(32);
    expect(loadTokenSecret("", dir)).toEqual(first);
    expect(readFileSync(path.join(dir, "token-secret"), "utf8")).toBe(
      Buffer.from(first).toString("base64url"),
    );
    expect(loadTokenSecret("s".repeat(40), dir)).toEqual(new TextEncoder().encode("s".repeat(40)));
  });
});
