import { metaConnectionStatus } from "./connection";

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
