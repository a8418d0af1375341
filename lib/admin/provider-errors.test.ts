import { APIError } from "openai";
import { GraphError } from "@/lib/meta/graph/errors";
import { classifyProviderError } from "./provider-errors";

const openAIError = (status: number, body: Record<string, unknown>) => APIError.generate(status, body, undefined, new Headers());
const replicateError = (status: number, text: string) =>
  Object.assign(new Error(`Request to https://api.replicate.com/v1/models/x/y/predictions failed with status ${status}: ${text}`), { response: { status } });

describe("classifyProviderError (spec 000 §8)", () => {
  it("reads OpenAI's insufficient_quota and Replicate's credit errors as quota exhaustion", () => {
    const quota = openAIError(429, {
      error: {
        message: "You exceeded your current quota, please check your plan and billing details.",
        type: "insufficient_quota",
        code: "insufficient_quota",
      },
    });
    expect(classifyProviderError(quota)).toMatchObject({ ok: false, error: "adminSettings.test.quota" });
    expect(classifyProviderError(replicateError(402, '{"title":"Insufficient credit"}'))).toMatchObject({ error: "adminSettings.test.quota" });
    expect(classifyProviderError(new Error("Your credit balance is too low"))).toMatchObject({ error: "adminSettings.test.quota" });
  });

  it("reads 401s, 'unauthorized', 'authentication' and Meta's token errors as authentication failures", () => {
    expect(classifyProviderError(openAIError(401, { error: { message: "Incorrect API key provided", code: "invalid_api_key" } }))).toMatchObject({
      error: "adminSettings.test.auth",
    });
    expect(classifyProviderError(replicateError(401, '{"detail":"Invalid token."}'))).toMatchObject({ error: "adminSettings.test.auth" });
    expect(classifyProviderError(new Error("Authentication required"))).toMatchObject({ error: "adminSettings.test.auth" });
    expect(classifyProviderError(new GraphError(400, { code: 190, type: "OAuthException", message: "Invalid OAuth access token signature." }))).toMatchObject({
      error: "adminSettings.test.auth",
    });
  });

  it("shows any other provider text as a generic API error, empty when there is none", () => {
    expect(classifyProviderError(openAIError(500, { error: { message: "The server had an error" } }))).toEqual({
      ok: false,
      error: "adminSettings.test.apiError",
      values: { message: "500 The server had an error" },
    });
    expect(classifyProviderError("boom")).toEqual({ ok: false, error: "adminSettings.test.apiError", values: { message: "" } });
  });

  it("shows the administrator Meta's text for the person when it gives one, else its developer message", () => {
    const withUserText = new GraphError(400, { code: 100, message: "Invalid parameter", error_user_title: "App inválido", error_user_msg: "Confira o app." });
    expect(classifyProviderError(withUserText)).toMatchObject({ error: "adminSettings.test.apiError", values: { message: "App inválido: Confira o app." } });
    const developerOnly = new GraphError(400, { code: 100, message: "(#100) Unsupported get request." });
    expect(classifyProviderError(developerOnly)).toMatchObject({
      error: "adminSettings.test.apiError",
      values: { message: "(#100) Unsupported get request." },
    });
  });

  it("never echoes a secret that was sent", () => {
    const echoed = new Error("Invalid value sk-live-1234567890 for parameter");
    const failure = classifyProviderError(echoed, ["sk-live-1234567890", null]);
    expect(failure.values?.message).toBe("Invalid value *** for parameter");
  });
});
