import { Refusal } from "./refusal";

describe("Refusal.failure", () => {
  it("is the result contract's failure, a rate limit's wait among its values", () => {
    expect(new Refusal(401, "errors.unauthorized").failure).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(new Refusal(422, "errors.invalidInput", { fieldErrors: { name: "errors.invalidField" } }).failure).toEqual({
      ok: false,
      error: "errors.invalidInput",
      fieldErrors: { name: "errors.invalidField" },
    });
    expect(new Refusal(429, "wizard.errors.rateLimited", { retryAfterSeconds: 42 }).failure).toEqual({
      ok: false,
      error: "wizard.errors.rateLimited",
      values: { retryAfterSeconds: 42 },
    });
  });
});
