import { createHmac } from "node:crypto";
import { encodeSignedRequest, verifySignedRequest } from "@/lib/meta/signed-request";

const SECRET = "test-app-secret";
const NOW = new Date("2025-03-01T12:00:00Z");
const nowSeconds = Math.floor(NOW.getTime() / 1000);
const payload = (overrides: Record<string, unknown> = {}) => ({
  algorithm: "HMAC-SHA256",
  user_id: "10229876543210",
  issued_at: nowSeconds - 30,
  expires: nowSeconds + 3600,
  ...overrides,
});
const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");
const sign = (encodedPayload: string, secret = SECRET) => createHmac("sha256", secret).update(encodedPayload).digest("base64url");
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** The spellings of a 43-symbol signature that a lenient decoder reads as the same 32 bytes, bar the two canonical ones. */
function respellings(signature: string): string[] {
  const last = ALPHABET.indexOf(signature.at(-1)!);
  // 43 symbols carry 258 bits: the last symbol's two low bits are unused.
  const lastSymbols = [0, 1, 2, 3].map((bits) => ALPHABET[(last & ~3) | bits]!);
  const spellings = lastSymbols.flatMap((symbol) => ["", "=", "=="].map((padding) => `${signature.slice(0, -1)}${symbol}${padding}`));
  return spellings.filter((spelling) => spelling !== signature && spelling !== `${signature}=`);
}

describe("verifySignedRequest", () => {
  it("accepts a request Meta signed with the app secret and returns the app-scoped user id", () => {
    const result = verifySignedRequest(encodeSignedRequest(payload(), SECRET), SECRET, NOW);
    expect(result).toEqual({
      ok: true,
      payload: { userId: "10229876543210", issuedAt: new Date((nowSeconds - 30) * 1000), requestId: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
  });

  it("matches Meta's own format: signature over the payload part as sent, padded signatures tolerated", () => {
    const encodedPayload = b64(JSON.stringify(payload({ user_id: 218471 })));
    const result = verifySignedRequest(`${sign(encodedPayload)}=.${encodedPayload}`, SECRET, NOW);
    expect(result).toMatchObject({ ok: true, payload: { userId: "218471" } });
  });

  it("refuses every other spelling of a signature: wrong padding, non-zero unused bits in the last symbol", () => {
    const [signature, encodedPayload] = encodeSignedRequest(payload(), SECRET).split(".") as [string, string];
    expect(respellings(signature)).toHaveLength(10);
    for (const respelled of respellings(signature)) {
      expect(verifySignedRequest(`${respelled}.${encodedPayload}`, SECRET, NOW)).toEqual({ ok: false, error: "malformed" });
    }
  });

  it("knows a request by one id whichever accepted spelling carries it", () => {
    const signed = encodeSignedRequest(payload(), SECRET);
    const plain = verifySignedRequest(signed, SECRET, NOW);
    const padded = verifySignedRequest(signed.replace(".", "=."), SECRET, NOW);
    expect(plain.ok && padded.ok && plain.payload.requestId === padded.payload.requestId).toBe(true);
    const other = verifySignedRequest(encodeSignedRequest(payload({ user_id: "1" }), SECRET), SECRET, NOW);
    expect(other.ok && plain.ok && other.payload.requestId !== plain.payload.requestId).toBe(true);
  });

  it("refuses a tampered payload", () => {
    const [signature] = encodeSignedRequest(payload(), SECRET).split(".");
    const forged = b64(JSON.stringify(payload({ user_id: "999" })));
    expect(verifySignedRequest(`${signature}.${forged}`, SECRET, NOW)).toEqual({ ok: false, error: "badSignature" });
  });

  it("refuses a tampered signature, one signed with another secret, and a signature of the wrong length", () => {
    const encodedPayload = b64(JSON.stringify(payload()));
    const good = sign(encodedPayload);
    const flipped = `${good[0] === "A" ? "B" : "A"}${good.slice(1)}`;
    expect(verifySignedRequest(`${flipped}.${encodedPayload}`, SECRET, NOW)).toEqual({ ok: false, error: "badSignature" });
    expect(verifySignedRequest(`${sign(encodedPayload, "other")}.${encodedPayload}`, SECRET, NOW)).toEqual({ ok: false, error: "badSignature" });
    expect(verifySignedRequest(`${good.slice(0, 20)}.${encodedPayload}`, SECRET, NOW)).toEqual({ ok: false, error: "badSignature" });
  });

  it("refuses another algorithm even when correctly signed", () => {
    const request = encodeSignedRequest(payload({ algorithm: "HMAC-SHA1" }), SECRET);
    expect(verifySignedRequest(request, SECRET, NOW)).toEqual({ ok: false, error: "unsupportedAlgorithm" });
  });

  it("refuses malformed input: missing parts, extra parts, bad base64, bad JSON, missing fields", () => {
    const good = encodeSignedRequest(payload(), SECRET);
    const [signature, encodedPayload] = good.split(".") as [string, string];
    const signedJunk = (json: string) => `${sign(b64(json))}.${b64(json)}`;
    for (const input of [
      undefined,
      "",
      signature,
      `${signature}.`,
      `.${encodedPayload}`,
      `${good}.extra`,
      `${signature}.${encodedPayload}!`,
      `${signature}+/.${encodedPayload}`,
      "x".repeat(9000),
      signedJunk("not json"),
      signedJunk(JSON.stringify({ algorithm: "HMAC-SHA256", issued_at: nowSeconds })),
      signedJunk(JSON.stringify(payload({ user_id: "12; DROP" }))),
    ]) {
      expect(verifySignedRequest(input, SECRET, NOW)).toEqual({ ok: false, error: "malformed" });
    }
  });

  it("refuses a request issued over an hour ago, or whose expiry has passed", () => {
    expect(verifySignedRequest(encodeSignedRequest(payload({ issued_at: nowSeconds - 3601, expires: 0 }), SECRET), SECRET, NOW)).toEqual({
      ok: false,
      error: "expired",
    });
    expect(verifySignedRequest(encodeSignedRequest(payload({ issued_at: nowSeconds - 3000, expires: nowSeconds - 600 }), SECRET), SECRET, NOW)).toEqual({
      ok: false,
      error: "expired",
    });
    expect(verifySignedRequest(encodeSignedRequest(payload({ issued_at: nowSeconds - 3599, expires: 0 }), SECRET), SECRET, NOW).ok).toBe(true);
  });

  it("refuses a request issued in the future beyond five minutes of clock skew", () => {
    expect(verifySignedRequest(encodeSignedRequest(payload({ issued_at: nowSeconds + 301 }), SECRET), SECRET, NOW)).toEqual({
      ok: false,
      error: "issuedInFuture",
    });
    expect(verifySignedRequest(encodeSignedRequest(payload({ issued_at: nowSeconds + 120 }), SECRET), SECRET, NOW).ok).toBe(true);
  });
});
