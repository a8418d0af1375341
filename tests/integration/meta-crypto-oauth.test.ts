import { decryptSecret, encryptSecret } from "@/lib/security/crypto";
import { dialogUrl, newOAuthState, META_SCOPES, stateMatches } from "@/lib/meta/oauth";

describe("secrets at rest (AES-256-GCM)", () => {
  it("round-trips, never stores the plain text, and differs on every call", () => {
    const sealed = encryptSecret("EAAB-token-123", "meta-token:u1");
    expect(sealed).not.toContain("EAAB");
    expect(sealed).not.toBe(encryptSecret("EAAB-token-123", "meta-token:u1"));
    expect(decryptSecret(sealed, "meta-token:u1")).toBe("EAAB-token-123");
  });

  it("refuses another context, an altered value and anything that is not ours", () => {
    const sealed = encryptSecret("EAAB-token-123", "meta-token:u1");
    expect(decryptSecret(sealed, "meta-token:u2")).toBeNull();
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[3]!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(decryptSecret([parts[0], parts[1], parts[2], flipped.toString("base64url")].join("."), "meta-token:u1")).toBeNull();
    for (const junk of ["EAAB-token-123", "", null, undefined, "v1.a.b", "v2.a.b.c"]) expect(decryptSecret(junk, "meta-token:u1")).toBeNull();
  });
});

describe("Facebook Login state", () => {
  it("matches only the state issued to the same user, signed by us", () => {
    const { state, cookie } = newOAuthState("user-1");
    expect(stateMatches(state, cookie, "user-1")).toBe(true);
    expect(stateMatches(state, cookie, "user-2")).toBe(false);
    expect(stateMatches(`${state}x`, cookie, "user-1")).toBe(false);
    expect(stateMatches(state, undefined, "user-1")).toBe(false);
    expect(stateMatches(state, `${state}.forged`, "user-1")).toBe(false);
    const other = newOAuthState("user-1");
    expect(stateMatches(other.state, cookie, "user-1")).toBe(false);
  });

  it("builds the dialog address with the app, the callback, the state and the spec's permissions", () => {
    const url = new URL(dialogUrl("abc")!);
    expect(url.pathname).toMatch(/^\/v\d+\.\d+\/dialog\/oauth$/);
    expect(url.searchParams.get("client_id")).toBe(process.env.META_APP_ID);
    expect(url.searchParams.get("redirect_uri")).toMatch(/\/auth\/meta\/callback$/);
    expect(url.searchParams.get("state")).toBe("abc");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")!.split(",")).toEqual([...META_SCOPES]);
    for (const scope of [
      "email",
      "ads_management",
      "ads_read",
      "pages_show_list",
      "business_management",
      "instagram_basic",
      "instagram_manage_insights",
      "instagram_manage_comments",
    ]) {
      expect(META_SCOPES).toContain(scope);
    }
  });
});
