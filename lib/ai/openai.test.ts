import { samplingFor } from "./openai";

describe("samplingFor", () => {
  it("sends a temperature only to models that take one", () => {
    expect(samplingFor("gpt-4o-mini", 0.7)).toEqual({ temperature: 0.7 });
    expect(samplingFor("gpt-4.1", 0.7)).toEqual({ temperature: 0.7 });
    expect(samplingFor("gpt-5-mini", 0.7)).toEqual({});
    expect(samplingFor("o4-mini", 0.7)).toEqual({});
  });
});
