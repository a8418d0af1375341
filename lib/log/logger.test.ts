import { createLogger } from "./logger";

// Secrets shaped like the real ones, each distinct so a leak names itself.
const OPENAI_KEY = "sk-proj-Abc123Def456Ghi789Jkl012Mno345";
const META_TOKEN = "EAAGm0PX4ZCpsBAKzZBq9Lt7vW1xYz2Rt5Uv8Qw3Er6Ty9Ui0Op";
const BEARER = "eyJhbGciOiJIUzI1NiJ9.c2Vzc2lvbg.S1gn4tur3";
const PASSWORD = "correct horse battery staple";
const SECRETS = [OPENAI_KEY, META_TOKEN, BEARER, PASSWORD];

function capture() {
  const lines: string[] = [];
  const log = createLogger({ level: "info", destination: { write: (line: string) => void lines.push(line) } });
  return { log, lines };
}

describe("the logger", () => {
  it("writes one JSON object per line with the level, time and message", () => {
    const { log, lines } = capture();
    log.child({ requestId: "req-12345678" }).info({ campaignId: "c1" }, "campaign saved");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "info", requestId: "req-12345678", campaignId: "c1", msg: "campaign saved" });
    expect(lines[0]!.endsWith("\n")).toBe(true);
  });

  it("leaves no secret in objects, headers, URLs, messages or errors, and keeps the rest", () => {
    const { log, lines } = capture();
    const graphUrl = `https://graph.facebook.com/v24.0/me/adaccounts?fields=name&access_token=${META_TOKEN}`;
    log.info({ apiKey: OPENAI_KEY, user: { email: "ana@example.com", password: PASSWORD } }, "settings saved");
    log.info(
      { req: { method: "POST", url: "/api/wizard/media", headers: { authorization: `Bearer ${BEARER}`, cookie: "authjs.session-token=abc" } } },
      "request",
    );
    log.warn({ url: graphUrl }, `[meta] request failed: GET ${graphUrl}`);
    const failure = new Error(`401 Incorrect API key provided: ${OPENAI_KEY}`);
    Object.assign(failure, { request: { headers: { Authorization: `Bearer ${BEARER}` } }, status: 401 });
    log.error({ err: failure }, "[generate-campaign] provider error");
    log.error(new Error(`fetch ${graphUrl} failed with Authorization: Bearer ${BEARER}`));
    log.info({ profile: { meta: { metaAccessToken: META_TOKEN, metaUserId: "1029384756" } } }, "deep field");
    log.info(`sign-in for ana@example.com with password=${encodeURIComponent(PASSWORD)}&remember=1`);

    const output = lines.join("");
    for (const secret of [...SECRETS, encodeURIComponent(PASSWORD)]) expect(output).not.toContain(secret);
    const [settings, request, meta, provider, fetchError, deep, signIn] = lines.map((line) => JSON.parse(line));
    expect(settings).toMatchObject({ apiKey: "[Redacted]", user: { email: "ana@example.com", password: "[Redacted]" }, msg: "settings saved" });
    expect(request.req).toMatchObject({ method: "POST", url: "/api/wizard/media", headers: { authorization: "[Redacted]", cookie: "[Redacted]" } });
    expect(meta.url).toBe("https://graph.facebook.com/v24.0/me/adaccounts?fields=name&access_token=[Redacted]");
    expect(meta.msg).toBe("[meta] request failed: GET https://graph.facebook.com/v24.0/me/adaccounts?fields=name&access_token=[Redacted]");
    expect(provider).toMatchObject({ level: "error", msg: "[generate-campaign] provider error", err: { type: "Error", status: 401 } });
    expect(provider.err.message).toBe("401 Incorrect API key provided: sk-[Redacted]");
    expect(provider.err.stack).toContain("logger.test.ts");
    expect(provider.err.request.headers.Authorization).toBe("[Redacted]");
    expect(fetchError.msg).toContain("&access_token=[Redacted] failed with Authorization: Bearer [Redacted]");
    expect(fetchError.err.message).toBe(fetchError.msg);
    expect(deep.profile.meta).toEqual({ metaAccessToken: "[Redacted]", metaUserId: "1029384756" });
    expect(signIn.msg).toBe("sign-in for ana@example.com with password=[Redacted]&remember=1");
  });

  it("hides secret fields whose values are not strings", () => {
    const { log, lines } = capture();
    log.info({ user: { password: 20242025 }, res: { headers: { "set-cookie": ["sid=a1b2c3", "theme=dark"] } } }, "odd values");
    expect(JSON.parse(lines[0]!)).toMatchObject({ user: { password: "[Redacted]" }, res: { headers: { "set-cookie": "[Redacted]" } } });
  });

  it("hides the password of a connection string", () => {
    const { log, lines } = capture();
    log.error({ target: "postgresql://app:s3cr3t-pass@db.internal:5432/adcampaign" }, "[db] connection refused");
    expect(lines[0]).toContain("postgresql://app:[Redacted]@db.internal:5432/adcampaign");
    expect(lines[0]).not.toContain("s3cr3t-pass");
  });

  it("leaves ordinary text alone", () => {
    const { log, lines } = capture();
    log.info({ plan: "Basic plan", productUrl: "https://loja.example/produto?id=42&ref=home", tokens: 1200 }, "Meta error code=190 for campaign 42");
    expect(JSON.parse(lines[0]!)).toMatchObject({
      plan: "Basic plan",
      productUrl: "https://loja.example/produto?id=42&ref=home",
      tokens: 1200,
      msg: "Meta error code=190 for campaign 42",
    });
  });
});
