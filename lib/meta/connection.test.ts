import { metaConnectionStatus, isExpiringSoon } from "./connection";

const now = new Date("2026-06-01T12:00:00Z");

describe("metaConnectionStatus", () => {
  it("is disconnected without a token, connected before expiry, expired after", () => {
    expect(metaConnectionStatus(null, now)).toBe("disconnected");
    expect(metaConnectionStatus({ metaAccessToken: null, metaTokenExpiresAt: null }, now)).toBe("disconnected");
    expect(metaConnectionStatus({ metaAccessToken: "t", metaTokenExpiresAt: new Date("2026-06-02T00:00:00Z") }, now)).toBe("connected");
    expect(metaConnectionStatus({ metaAccessToken: "t", metaTokenExpiresAt: now }, now)).toBe("expired");
    expect(metaConnectionStatus({ metaAccessToken: "t", metaTokenExpiresAt: null }, now)).toBe("expired");
  });
});

describe("isExpiringSoon (001 §4)", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("is true with 30 minutes or less left, false after expiry or with more left", () => {
    expect(isExpiringSoon(new Date("2026-11-22T12:30:00Z"), now)).toBe(true);
    expect(isExpiringSoon(new Date("2026-11-22T12:01:00Z"), now)).toBe(true);
    expect(isExpiringSoon(new Date("2026-11-22T12:30:01Z"), now)).toBe(false);
    expect(isExpiringSoon(new Date("2026-11-22T11:59:59Z"), now)).toBe(false);
    expect(isExpiringSoon(null, now)).toBe(false);
  });
});
