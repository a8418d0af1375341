import { captureLogs } from "@/lib/log/capture";
import { graphFailure } from "./graph-failure";
import { GraphError, type GraphErrorBody } from "@/lib/meta/graph/errors";
import { classifyPublishError, type PublishErrorKind } from "./classify";
import { graphErrorMeaning } from "./codes";

// graphFailure's module reads tokens from the database; these tests only need its mapping.
jest.mock("@/lib/meta/connect", () => ({ usableMetaToken: jest.fn() }));

// Meta's errors read by code and subcode first, the 001 §8 text rules only when the codes say nothing.
// The bodies are shaped as Meta sends them (Graph API "Handling errors", Marketing API "Error codes").

const graphError = (body: GraphErrorBody, status = 400, retryAfterMinutes: number | null = null) => new GraphError(status, body, retryAfterMinutes);

const deprecatedVersion = graphError({
  code: 2635,
  type: "OAuthException",
  message: "(#2635) You are calling a deprecated version of the Ads API (v22.0). Please update to the latest version: v26.0.",
});
const appInDevelopment = graphError({
  code: 100,
  type: "OAuthException",
  message: "Invalid parameter",
  error_subcode: 1885183,
  is_transient: false,
  error_user_title: "Ads creative post was created by an app that is in development mode",
  error_user_msg: "Ads creative post was created by an app that is in development mode. It must be in public to create this ad.",
});
const missingProof = graphError({ code: 100, type: "GraphMethodException", message: "API calls from the server require an appsecret_proof argument" });
const wrongProof = graphError({ code: 100, type: "GraphMethodException", message: "Invalid appsecret_proof provided in the API argument" });
// A start date in the past, in Portuguese as Meta answers a pt_BR request: "expirou" is not a token.
const pastStart = graphError({
  code: 100,
  message: "Invalid parameter",
  error_user_title: "Data de início inválida",
  error_user_msg: "A data de início do conjunto de anúncios expirou. Escolha uma data futura.",
});

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => (logs = captureLogs()));
afterEach(() => logs.restore());

describe("classifyPublishError by Meta's codes", () => {
  it.each<[string, PublishErrorKind, GraphError]>([
    [
      "190 with subcode 463 (expired)",
      "tokenExpired",
      graphError({ code: 190, error_subcode: 463, message: "Error validating access token: Session has expired" }),
    ],
    ["102 API session", "tokenExpired", graphError({ code: 102, message: "Session key invalid or no longer valid" })],
    ["subcode 467 alone (invalid access token)", "tokenExpired", graphError({ code: 999, error_subcode: 467, message: "Invalid" })],
    ["4 application limit", "rateLimit", graphError({ code: 4, message: "(#4) Application request limit reached" })],
    ["17 user limit", "rateLimit", graphError({ code: 17, error_subcode: 2446079, message: "(#17) User request limit reached" })],
    ["32 page limit", "rateLimit", graphError({ code: 32, message: "Page request limit reached" })],
    ["613 ad-account limit", "rateLimit", graphError({ code: 613, error_subcode: 1487742, message: "(#613) Calls within one hour have exceeded the rate" })],
    ["80000 ads insights limit", "rateLimit", graphError({ code: 80000, message: "There have been too many calls from this ad-account." })],
    ["80014 limit", "rateLimit", graphError({ code: 80014, message: "There have been too many calls." })],
    ["1 unknown error (500)", "unavailable", graphError({ code: 1, error_subcode: 99, message: "An unknown error occurred", is_transient: true }, 500)],
    ["2 service unavailable (503)", "unavailable", graphError({ code: 2, message: "Service temporarily unavailable" }, 503)],
    ["a bare 502", "unavailable", graphError({ message: "Bad gateway" }, 502)],
    ["2635 deprecated version", "appSetup", deprecatedVersion],
    ["1885183 app in development mode", "appSetup", appInDevelopment],
    ["100 appsecret_proof missing", "appSetup", missingProof],
    ["100 appsecret_proof wrong", "appSetup", wrongProof],
    ["10 permission denied", "permission", graphError({ code: 10, message: "(#10) Application does not have permission for this action" })],
    [
      "200 ads_management not granted (names an ad account)",
      "permission",
      graphError({ code: 200, message: "(#200) Ad account owner has NOT grant ads_management or ads_read permission" }),
    ],
    ["299 permission", "permission", graphError({ code: 299, message: "Requires business_management permission" })],
    ["100 with a subcode", "validation", graphError({ code: 100, error_subcode: 33, message: "Unsupported post request. Object with ID '1' does not exist" })],
    ["a Portuguese 'expirou' with code 100", "validation", pastStart],
    [
      "a token-sounding user text on another code",
      "validation",
      graphError({ code: 1487, message: "Blocked", error_user_title: "Token de acesso", error_user_msg: "Sua sessão expirou neste anúncio." }),
    ],
  ])("%s → %s", (_label, kind, error) => {
    expect(classifyPublishError(error).kind).toBe(kind);
  });

  it("shows Meta's own title and message for a field error, in the language Meta answered", () => {
    expect(classifyPublishError(pastStart)).toEqual({
      kind: "validation",
      titleKey: "wizard.publish.errors.validation.title",
      hintKey: "wizard.publish.errors.validation.hint",
      values: {},
      metaMessage: "Data de início inválida: A data de início do conjunto de anúncios expirou. Escolha uma data futura.",
      technical: "code 100 · Invalid parameter",
    });
  });

  it("keeps the special cases first: Meta's budget subcode still reads its figures", () => {
    const budget = graphError({
      code: 100,
      error_subcode: 1885272,
      message: "Invalid parameter",
      error_user_title: "Your budget is too low",
      error_user_msg: "Your budget must be at least R$5.00 a day (you entered R$3.00).",
    });
    expect(classifyPublishError(budget)).toMatchObject({ kind: "budgetTooLow", values: { current: 300, minimum: 500, currency: "BRL" } });
  });

  it("falls back to the spec's text rules when the codes say nothing", () => {
    expect(classifyPublishError(graphError({ code: 104, message: "An access token is required to request this resource." })).kind).toBe("tokenExpired");
    expect(classifyPublishError(graphError({ code: 100, message: "(#100) The parameter name is required" })).kind).toBe("validation");
    expect(classifyPublishError(graphError({ code: 12, message: "Something odd" })).kind).toBe("unknown");
  });

  it("names the wait from Meta's usage headers in the rate limit's hint, rounded up", () => {
    expect(classifyPublishError(graphError({ code: 80004, error_subcode: 2446079, message: "Too many calls" }, 400, 4.2))).toEqual({
      kind: "rateLimit",
      titleKey: "wizard.publish.errors.rateLimit.title",
      hintKey: "wizard.publish.errors.rateLimit.hintWait",
      actionKey: "wizard.publish.actions.retryLater",
      values: { minutes: 5 },
      technical: "code 80004/2446079 · Too many calls",
    });
    expect(classifyPublishError(graphError({ code: 17, message: "User request limit reached" }))).toMatchObject({
      hintKey: "wizard.publish.errors.rateLimit.hint",
      values: {},
    });
  });

  it("tells the user only that publishing is unavailable, and the administrator what to change, in the log", () => {
    expect(classifyPublishError(deprecatedVersion)).toEqual({
      kind: "appSetup",
      titleKey: "wizard.publish.errors.appSetup.title",
      hintKey: "wizard.publish.errors.appSetup.hint",
      values: {},
      technical: "code 2635 · (#2635) You are calling a deprecated version of the Ads API (v22.0). Please update to the latest version: v26.0.",
    });
    // Meta's words about the app are the administrator's, not the seller's.
    expect(classifyPublishError(appInDevelopment).metaMessage).toBeUndefined();
    classifyPublishError(missingProof);
    const errors = logs.entries.filter((entry) => entry.level === "error");
    expect(errors.map((entry) => entry.problem)).toEqual(["graphVersion", "appMode", "appSecret"]);
    expect(errors[0]!.msg).toContain("meta_graph_version");
    expect(errors[1]!.msg).toContain("Live");
    expect(errors[2]!.msg).toContain("meta_app_secret");
    expect(errors[0]).toMatchObject({ code: 2635, graphMessage: expect.stringContaining("deprecated version") });
  });

  it("logs nothing for the user's own errors", () => {
    classifyPublishError(pastStart);
    classifyPublishError(graphError({ code: 190, message: "Expired" }));
    expect(logs.entries.filter((entry) => entry.level === "error")).toEqual([]);
  });
});

describe("graphErrorMeaning", () => {
  it("checks the app's setup before Meta's user texts, and the token before downtime", () => {
    expect(graphErrorMeaning(appInDevelopment)).toEqual({ kind: "appSetup", problem: "appMode" });
    expect(graphErrorMeaning(graphError({ code: 190, message: "Expired" }, 500))).toEqual({ kind: "token" });
    expect(graphErrorMeaning(graphError({ code: 17, message: "Limit" }, 400, 3))).toEqual({ kind: "rateLimit", retryAfterMinutes: 3 });
    expect(graphErrorMeaning(graphError({ code: 100, message: "(#100) The parameter name is required" }))).toBeNull();
  });
});

describe("graphFailure (edits and sync) by the same rules", () => {
  it.each<[string, { error: string; detail?: string }, GraphError]>([
    ["a token", { error: "meta.errors.expired" }, graphError({ code: 190, error_subcode: 463, message: "Session has expired" })],
    ["a rate limit", { error: "meta.errors.unavailable" }, graphError({ code: 80004, message: "Too many calls" })],
    ["downtime", { error: "meta.errors.unavailable" }, graphError({ code: 2, message: "Service temporarily unavailable", is_transient: true }, 503)],
    [
      "a missing permission",
      { error: "meta.errors.permission" },
      graphError({ code: 200, message: "(#200) Ad account owner has NOT grant ads_management or ads_read permission" }),
    ],
    ["a deprecated version", { error: "meta.errors.appSetup" }, deprecatedVersion],
    [
      "a Portuguese 'expirou'",
      { error: "meta.errors.refused", detail: "Data de início inválida: A data de início do conjunto de anúncios expirou. Escolha uma data futura." },
      pastStart,
    ],
    [
      "a parameter refusal with only the developer message",
      { error: "meta.errors.refusedNoReason" },
      graphError({ code: 100, message: "(#100) Param targeting must be a valid targeting spec" }),
    ],
    ["an unknown code with only the developer message", { error: "meta.errors.refusedNoReason" }, graphError({ code: 12, message: "Invalid parameter" })],
  ])("%s → %j", (_label, expected, error) => {
    expect(graphFailure(error)).toEqual({ ok: false, ...expected });
  });

  it("gives the user only Meta's text for the person, never its developer message", () => {
    // Graph API "Handling errors": error_user_msg is "the message to display to the user"; `message` is the developer's.
    const developerOnly = graphError({ code: 100, error_subcode: 33, message: "Unsupported post request. Object with ID '1' does not exist" });
    const failure = graphFailure(developerOnly);
    expect(failure).toEqual({ ok: false, error: "meta.errors.refusedNoReason" });
    expect(JSON.stringify(failure)).not.toContain("Unsupported");
    const titleOnly = graphError({ code: 100, message: "Invalid parameter", error_user_title: "Orçamento inválido" });
    expect(graphFailure(titleOnly)).toEqual({ ok: false, error: "meta.errors.refused", detail: "Orçamento inválido" });
  });

  it("logs an app-setup problem for the administrator", () => {
    graphFailure(missingProof);
    expect(logs.entries.filter((entry) => entry.level === "error")).toMatchObject([{ problem: "appSecret", code: 100 }]);
  });
});

describe('codes 3 and 368 (Graph API "Handling errors", its codes table)', () => {
  // Bodies as Meta sends them: code 3's developer message, and 368's as a logged answer shows it.
  const capability = graphError({ code: 3, type: "OAuthException", message: "(#3) Application does not have the capability to make this API call." });
  const blocked = graphError({
    code: 368,
    type: "OAuthException",
    message: "The action attempted has been deemed abusive or is otherwise disallowed",
    error_user_title: "Você está temporariamente bloqueado",
    error_user_msg: "Você não pode usar este recurso por um tempo.",
  });

  it("reads 3 as the Meta app's access, told to the administrator, never to the seller as their fault", () => {
    expect(graphErrorMeaning(capability)).toEqual({ kind: "appSetup", problem: "capability" });
    expect(classifyPublishError(capability).kind).toBe<PublishErrorKind>("appSetup");
    expect(graphFailure(capability)).toEqual({ ok: false, error: "meta.errors.appSetup" });
    expect(logs.entries.some((entry) => entry.level === "error" && String(entry.msg).includes("(#3)"))).toBe(true);
  });

  it("reads 368 as a temporary block on the seller's account, with Meta's words and Account Quality", () => {
    expect(graphErrorMeaning(blocked)).toEqual({ kind: "blocked" });
    expect(classifyPublishError(blocked)).toMatchObject({
      kind: "blocked",
      href: "https://www.facebook.com/accountquality/",
      values: {},
      metaMessage: "Você está temporariamente bloqueado: Você não pode usar este recurso por um tempo.",
    });
    expect(graphFailure(blocked)).toEqual({
      ok: false,
      error: "meta.errors.blocked",
      detail: "Você está temporariamente bloqueado: Você não pode usar este recurso por um tempo.",
    });
  });

  it("reads 368 without Meta's words for the person as a block with no reason given, its developer text kept for support", () => {
    const bare = graphError({ code: 368, message: "The action attempted has been deemed abusive or is otherwise disallowed", fbtrace_id: "Zx9" });
    expect(graphFailure(bare)).toEqual({ ok: false, error: "meta.errors.blockedNoReason" });
    const classification = classifyPublishError(bare);
    expect(classification).toMatchObject({ kind: "blocked", values: {} });
    expect(classification.metaMessage).toBeUndefined();
    expect(classification.technical).toBe("code 368 · The action attempted has been deemed abusive or is otherwise disallowed · fbtrace_id Zx9");
  });
});
