import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address.mjs";

describe("clientAddress", () => {
  it("is the socket peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("203.0.113.9", "1.2.3.4", 0)).toBe("203.0.113.9");
  });

  it("is the address the trusted proxy appended, not one a client wrote", () => {
    // The client sent "X-Forwarded-For: 6.6.6.6"; the proxy appended the real peer 198.51.100.7.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.1", 2)).toBe("198.51.100.7");
  });

  it("falls back to the socket when the chain is shorter than the trusted hops", () => {
    expect(clientAddress("10.0.0.2", "", 1)).toBe("10.0.0.2");
  });
});
