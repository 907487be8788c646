// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { CONSENT_MODE_DEFAULT_SCRIPT, applyConsent } from "./consent-mode";
import { CONSENT_TYPES } from "./groups";

type DataLayerWindow = Window & { dataLayer?: IArguments[] };

describe("Consent Mode", () => {
  it("the head script queues a default with exactly the seven consent types, only security_storage granted", () => {
    const w = window as DataLayerWindow;
    delete w.dataLayer;
    new Function(CONSENT_MODE_DEFAULT_SCRIPT)();
    const [entry] = w.dataLayer!;
    expect(Object.prototype.toString.call(entry)).toBe("[object Arguments]");
    const [command, kind, state] = [...entry!];
    expect([command, kind]).toEqual(["consent", "default"]);
    // Exactly the seven types (src/features/consent/groups.test.ts pins their names).
    expect(Object.keys(state).sort()).toEqual([...CONSENT_TYPES].sort());
    expect(Object.entries(state).filter(([, v]) => v === "granted")).toEqual([
      ["security_storage", "granted"],
    ]);
  });

  it("updates with what the accepted groups grant, and sets allAccepted only for all four", () => {
    const w = window as DataLayerWindow;
    w.dataLayer = [];
    applyConsent(["C0001", "C0002"]);
    const [command, kind, state] = [...w.dataLayer[0]!];
    expect([command, kind]).toEqual(["consent", "update"]);
    expect(state).toMatchObject({ analytics_storage: "granted", ad_storage: "denied" });
    expect(sessionStorage.getItem("allAccepted")).toBe("false");
    applyConsent(["C0001", "C0002", "C0003", "C0004"]);
    expect(sessionStorage.getItem("allAccepted")).toBe("true");
  });
});
