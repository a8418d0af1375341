import { connectionStatusOf, metaTokenState, tokenUsableFor } from "./token-state";

const now = new Date("2025-11-22T12:00:00Z");
const at = (iso: string) => ({ expiresAt: new Date(iso) });

describe("a Meta token's state (000 §4, 001 §4)", () => {
  it("is decided by its expiry", () => {
    expect(metaTokenState(null, now)).toBe("notConnected");
    expect(metaTokenState({ expiresAt: null }, now)).toBe("expired");
    expect(metaTokenState(at("2025-11-22T12:00:00Z"), now)).toBe("expired");
    // Warned a week ahead (issue 30): a long-lived token lasts about 60 days.
    expect(metaTokenState(at("2025-11-29T12:00:00Z"), now)).toBe("expiringSoon");
    expect(metaTokenState(at("2025-11-22T12:01:00Z"), now)).toBe("expiringSoon");
    expect(metaTokenState(at("2025-11-29T12:00:01Z"), now)).toBe("valid");
  });

  it("lets publishing use it only with 10 minutes left, reading while it lives", () => {
    expect(tokenUsableFor("publish", at("2025-11-22T12:10:00Z"), now)).toBe(true);
    expect(tokenUsableFor("publish", at("2025-11-22T12:09:59Z"), now)).toBe(false);
    expect(tokenUsableFor("read", at("2025-11-22T12:00:01Z"), now)).toBe(true);
    expect(tokenUsableFor("read", at("2025-11-22T11:59:59Z"), now)).toBe(false);
    expect(tokenUsableFor("read", null, now)).toBe(false);
  });

  it("reads as the spec's three connection statuses", () => {
    expect(["notConnected", "expired", "expiringSoon", "valid"].map((state) => connectionStatusOf(state as never))).toEqual([
      "disconnected",
      "expired",
      "connected",
      "connected",
    ]);
  });
});
