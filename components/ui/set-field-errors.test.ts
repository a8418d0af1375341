import { setFieldErrors } from "./set-field-errors";

describe("setFieldErrors", () => {
  it("puts each server field error under the form's own field, leaving other paths and _form to the toast", () => {
    const setError = jest.fn();
    setFieldErrors(
      setError,
      {
        "values.dailyBudget": "campaignConfig.errors.budgetMinimum",
        "values.adSets.0.title": "campaignConfig.errors.tooLong",
        campaignId: "errors.invalidField",
        _form: "errors.invalidInput",
      },
      "values.",
    );
    expect(setError.mock.calls).toEqual([
      ["dailyBudget", { type: "server", message: "campaignConfig.errors.budgetMinimum" }],
      ["adSets.0.title", { type: "server", message: "campaignConfig.errors.tooLong" }],
    ]);
  });

  it("does nothing without field errors", () => {
    const setError = jest.fn();
    setFieldErrors(setError, undefined);
    expect(setError).not.toHaveBeenCalled();
  });
});
