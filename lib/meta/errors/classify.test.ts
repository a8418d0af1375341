import { GraphError } from "@/lib/meta/graph/errors";
import { classifyPublishError, parseBudgetFigures, parseMoney, PUBLISH_ERROR_KINDS, standingClassification } from "./classify";

// spec 001 §8 Publish error classification: checked in this order — budget too low, token, rate limit,
// ad account, permission, validation, unknown — each with its title, hint and action.

const graphError = (body: ConstructorParameters<typeof GraphError>[1], status = 400) => new GraphError(status, body);

describe("classifyPublishError", () => {
  it.each<[string, (typeof PUBLISH_ERROR_KINDS)[number], unknown]>([
    // 1. Budget too low (also when the text mentions a token or an ad account further on).
    [
      "Meta's budget error",
      "budgetTooLow",
      graphError({
        code: 100,
        error_subcode: 1885272,
        message: "Invalid parameter",
        error_user_title: "Your budget is too low",
        error_user_msg: "Your budget must be at least R$5.00 a day (you entered R$3.00).",
      }),
    ],
    ["the subcode alone", "budgetTooLow", graphError({ code: 100, error_subcode: 1885272, message: "Invalid parameter" })],
    ["a Portuguese text", "budgetTooLow", "Orçamento muito baixo para 3 conjuntos"],
    ["budget before token", "budgetTooLow", "Budget too low for this ad account; token fine"],
    // 2. Token.
    [
      "an expired session",
      "tokenExpired",
      graphError({ code: 190, error_subcode: 463, message: "Error validating access token: Session has expired on Thursday" }),
    ],
    ["code 190 without the words", "tokenExpired", graphError({ code: 190, message: "Malformed" })],
    ["unauthorized", "tokenExpired", "Unauthorized"],
    ["invalid_token before validation", "tokenExpired", "invalid_token"],
    ["expired before rate limit", "tokenExpired", "Token expired while too many calls"],
    // 3. Rate limit.
    [
      "Meta's 80004 (mentions the ad-account)",
      "rateLimit",
      graphError({ code: 80004, error_subcode: 2446079, message: "(#80004) There have been too many calls to this ad-account. Wait a bit and try again." }),
    ],
    ["code 17", "rateLimit", graphError({ code: 17, message: "(#17) User request limit reached" })],
    ["the words", "rateLimit", "Rate limit exceeded"],
    // 4. Ad account.
    ["a disabled account", "adAccount", "Ad account is disabled"],
    ["account_status", "adAccount", "account_status 2"],
    ["ad account before permission", "adAccount", "(#200) Ad account owner has NOT grant ads_management or ads_read permission"],
    // 5. Permission.
    ["a missing permission", "permission", graphError({ code: 10, message: "(#10) Application does not have permission for this action" })],
    ["access", "permission", "Access denied to this Page"],
    // 6. Validation.
    ["a required parameter", "validation", graphError({ code: 100, message: "(#100) The parameter name is required" })],
    ["invalid", "validation", "Invalid parameter"],
    ["validation", "validation", "Validation failed"],
    // 7. Unknown.
    ["anything else", "unknown", graphError({ message: "An unknown error occurred" })],
    ["an empty text", "unknown", ""],
  ])("%s → %s", (_label, kind, error) => {
    expect(classifyPublishError(error).kind).toBe(kind);
  });

  it("reads Brazil's ad regulation refusal by its subcode, whatever the language", () => {
    const error = graphError({
      code: 100,
      error_subcode: 3858634,
      message: "Invalid parameter",
      type: "OAuthException",
      error_user_title: "O anunciante está ausente",
      error_user_msg: "Nenhum beneficiário/pagador informado.",
    });
    expect(classifyPublishError(error)).toMatchObject({ kind: "brazilRegulation", actionKey: "wizard.publish.actions.fillRegulation" });
    expect(classifyPublishError("No beneficiary/payer provided")).toMatchObject({ kind: "brazilRegulation" });
  });

  it("gives each kind its title, hint and action, in the spec's order", () => {
    expect(PUBLISH_ERROR_KINDS).toEqual([
      "budgetTooLow",
      "tokenExpired",
      "rateLimit",
      "adAccount",
      "permission",
      "validation",
      "unknown",
      "unavailable",
      "appSetup",
      "brazilRegulation",
      "accountStanding",
      "blocked",
      "whatsappNumber",
    ]);
    expect(classifyPublishError("Your budget is too low")).toMatchObject({
      titleKey: "wizard.publish.errors.budgetTooLow.title",
      hintKey: "wizard.publish.errors.budgetTooLow.hint",
      actionKey: "wizard.publish.actions.adjustBudget",
    });
    expect(classifyPublishError("Session has expired")).toEqual({
      kind: "tokenExpired",
      titleKey: "wizard.publish.errors.tokenExpired.title",
      hintKey: "wizard.publish.errors.tokenExpired.hint",
      actionKey: "wizard.publish.actions.openIntegrations",
      href: "/integrations",
      values: {},
      technical: "Session has expired",
    });
    expect(classifyPublishError("too many calls")).toMatchObject({ kind: "rateLimit", actionKey: "wizard.publish.actions.retryLater" });
    for (const text of ["ad account closed", "permission denied", "invalid thing", "boom"]) {
      const classification = classifyPublishError(text);
      expect(classification.actionKey).toBeUndefined();
      expect(classification.values).toEqual({});
      expect(classification.metaMessage).toBeUndefined();
      expect(classification.technical).toBe(text);
    }
  });

  it("reads the budget figures from Meta's text: 120 % of the minimum as the recommendation, budget / R$ 20 as the most ad sets", () => {
    const meta = graphError({
      code: 100,
      error_subcode: 1885272,
      message: "Invalid parameter",
      error_user_title: "Your budget is too low",
      error_user_msg:
        "Your budget must be at least R$5.00 a day or your ads may not be delivered (you entered R$3.00). Please increase the budget for this ad set.",
    });
    expect(classifyPublishError(meta, { currentCents: 6000, adSets: 3 }).values).toEqual({
      current: 300,
      minimum: 500,
      recommended: 600,
      sets: 3,
      maxAdSets: 0,
      currency: "BRL",
    });
    expect(classifyPublishError("Budget too low: current budget R$ 50,00, minimum required R$ 60,00 for 3 ad sets").values).toEqual({
      current: 5000,
      minimum: 6000,
      recommended: 7200,
      sets: 3,
      maxAdSets: 2,
      currency: "BRL",
    });
  });

  it("reads the figures in the ad account's currency, yen included", () => {
    const usd = graphError({
      code: 100,
      error_subcode: 1885272,
      message: "Invalid parameter",
      error_user_title: "Your budget is too low",
      error_user_msg: "Your budget must be at least $1.00 a day or your ads may not be delivered (you entered $0.50).",
    });
    expect(classifyPublishError(usd, { rule: { currency: "USD", perSetMinimum: 100 } }).values).toEqual({
      current: 50,
      minimum: 100,
      recommended: 200,
      sets: 1,
      maxAdSets: 0,
      currency: "USD",
    });
    const yen = graphError({
      code: 100,
      error_subcode: 1885272,
      message: "Invalid parameter",
      error_user_title: "Your budget is too low",
      error_user_msg: "Your budget must be at least ¥100 a day or your ads may not be delivered (you entered ¥50).",
    });
    expect(classifyPublishError(yen, { rule: { currency: "JPY", perSetMinimum: 100 } }).values).toMatchObject({
      minimum: 100,
      recommended: 120,
      currency: "JPY",
    });
    expect(parseBudgetFigures("Your budget must be at least ¥1,500 a day (you entered ¥900).", "JPY")).toEqual({
      currentCents: 900,
      minimumCents: 1500,
      adSets: null,
    });
  });

  it("falls back to the campaign's own figures when Meta's text has none", () => {
    expect(classifyPublishError("Budget too low", { currentCents: 4000, adSets: 3 }).values).toEqual({
      current: 4000,
      minimum: 6000,
      recommended: 7200,
      sets: 3,
      maxAdSets: 2,
      currency: "BRL",
    });
  });
});

describe("what the seller is shown of Meta's text", () => {
  // Graph API "Handling errors": error_user_title / error_user_msg are for the person, in the request's
  // language; `message` is the developer's English text.
  const developerOnly: [string, (typeof PUBLISH_ERROR_KINDS)[number], GraphError][] = [
    ["a parameter refusal", "validation", graphError({ code: 100, message: "(#100) Param targeting must be a valid targeting spec", fbtrace_id: "A1b2" })],
    ["a missing permission", "permission", graphError({ code: 200, message: "(#200) Requires the ADVERTISE task on Page 1 permission to manage the object" })],
    ["the Page's WhatsApp number not linked (issue 34)", "whatsappNumber", graphError({ code: 100, error_subcode: 1487246, message: "Invalid parameter" })],
    ["the Page's WhatsApp number disconnected (issue 34)", "whatsappNumber", graphError({ code: 100, error_subcode: 2446880, message: "Invalid parameter" })],
    ["a policy block", "blocked", graphError({ code: 368, message: "The action attempted has been deemed abusive or is otherwise disallowed" })],
    ["an ad account problem by its words", "adAccount", graphError({ code: 12, message: "Ad account 1 is disabled" })],
    ["a refused payer", "brazilRegulation", graphError({ code: 100, message: "(#100) Param universal_payer must be a verified id" })],
    ["anything else", "unknown", graphError({ code: 12, message: "Something odd happened" })],
  ];

  it.each(developerOnly)("%s with only Meta's developer message: shown nowhere, kept for support", (_label, kind, error) => {
    const classification = classifyPublishError(error);
    expect(classification.kind).toBe(kind);
    expect(classification.metaMessage).toBeUndefined();
    const { technical, ...shown } = classification;
    expect(JSON.stringify(shown)).not.toContain(error.message);
    expect(technical).toContain(error.message);
  });

  it("puts the codes, the developer message and fbtrace_id in the technical details", () => {
    const error = graphError({ code: 100, error_subcode: 1487694, message: "Invalid parameter", fbtrace_id: "A1b2C3" });
    expect(classifyPublishError(error).technical).toBe("code 100/1487694 · Invalid parameter · fbtrace_id A1b2C3");
    expect(classifyPublishError(developerOnly[0]![2]).technical).toBe("code 100 · (#100) Param targeting must be a valid targeting spec · fbtrace_id A1b2");
  });

  it("carries Meta's text for the person as its message, never in the hint's values", () => {
    const error = graphError({ code: 100, message: "Invalid parameter", error_user_title: "Invalid Page", error_user_msg: "The Page 1 doesn't exist." });
    expect(classifyPublishError(error)).toEqual({
      kind: "validation",
      titleKey: "wizard.publish.errors.validation.title",
      hintKey: "wizard.publish.errors.validation.hint",
      values: {},
      metaMessage: "Invalid Page: The Page 1 doesn't exist.",
      technical: "code 100 · Invalid parameter",
    });
    // The field is read from the developer message; the seller reads only Meta's words for the person.
    const payer = graphError({ code: 100, message: "(#100) Param universal_payer must be a verified id", error_user_msg: "O pagador não foi verificado." });
    expect(classifyPublishError(payer)).toMatchObject({
      kind: "brazilRegulation",
      hintKey: "wizard.publish.errors.brazilRegulation.hintPayer",
      values: {},
      metaMessage: "O pagador não foi verificado.",
    });
  });
});

describe("budget figures", () => {
  it.each([
    ["R$5.00", 500],
    ["R$ 1.234,56", 123456],
    ["$1,234.5", 123450],
    ["BRL 40", 4000],
    ["R$ 20,00", 2000],
  ])("%s is %i minor units", (text, cents) => expect(parseMoney(text)).toBe(cents));

  it("finds the minimum, the current budget and the ad set count", () => {
    expect(parseBudgetFigures("Orçamento atual R$ 30,00; mínimo necessário R$ 40,00 para 2 conjuntos")).toEqual({
      currentCents: 3000,
      minimumCents: 4000,
      adSets: 2,
    });
    expect(parseBudgetFigures("The minimum daily budget is $1.00")).toEqual({ currentCents: null, minimumCents: 100, adSets: null });
  });
});

describe("standingClassification", () => {
  it("names the account's problem and links to where Meta fixes it", () => {
    expect(standingClassification("noPaymentMethod", "act_120210000000001")).toEqual({
      kind: "accountStanding",
      titleKey: "wizard.publish.errors.accountStanding.title",
      hintKey: "wizard.publish.errors.accountStanding.hint",
      actionKey: "wizard.publish.actions.openBilling",
      href: "https://business.facebook.com/billing_hub/payment_settings/?asset_id=120210000000001",
      values: { problem: "noPaymentMethod" },
    });
    expect(standingClassification("underReview", "act_1")).toMatchObject({
      actionKey: "wizard.publish.actions.openAccountQuality",
      values: { problem: "underReview" },
    });
  });
});
