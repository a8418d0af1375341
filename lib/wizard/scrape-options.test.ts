import type { Env } from "@/lib/env";

const mockEnv: Partial<Env> = {};
jest.mock("@/lib/env", () => ({
  get env() {
    return mockEnv;
  },
}));

import { generatedImageOptions, scrapeOptions } from "./scrape-options";

function withEnv(values: Partial<Env>) {
  for (const key of Object.keys(mockEnv) as (keyof Env)[]) delete mockEnv[key];
  Object.assign(mockEnv, { SCRAPE_ALLOW_LOOPBACK_FOR_TESTS: false, SANDBOX: false, ...values });
  return scrapeOptions();
}

describe("scrapeOptions: which local addresses the product-page reader may fetch", () => {
  it("lets nothing local through in production, even with a store address left in the environment", () => {
    expect(withEnv({})).toEqual({});
    expect(withEnv({ SANDBOX_STORE_URL: "http://127.0.0.1:3213" })).toEqual({});
    expect(withEnv({ SANDBOX: true })).toEqual({});
  });

  it("lets only the fixture store's loopback port through in sandbox mode", () => {
    const { allowAddress } = withEnv({ SANDBOX: true, SANDBOX_STORE_URL: "http://127.0.0.1:3213" });
    expect(allowAddress?.("127.0.0.1", 3213)).toBe(true);
    expect(allowAddress?.("::1", 3213)).toBe(true);
    expect(allowAddress?.("127.0.0.1", 3200)).toBe(false); // the app itself
    expect(allowAddress?.("127.0.0.1", 5432)).toBe(false);
    for (const privateAddress of ["10.0.0.5", "192.168.1.10", "172.16.0.1", "169.254.169.254", "fd00::1"]) {
      expect(allowAddress?.(privateAddress, 3213)).toBe(false);
    }
  });

  it("lets any loopback port through under the tests' switch, and still no private range", () => {
    const { allowAddress } = withEnv({ SCRAPE_ALLOW_LOOPBACK_FOR_TESTS: true });
    expect(allowAddress?.("127.0.0.1", 3113)).toBe(true);
    expect(allowAddress?.("127.0.0.1", 8080)).toBe(true);
    expect(allowAddress?.("10.0.0.5", 3113)).toBe(false);
  });
});

describe("generatedImageOptions: which local addresses the AI image's download may reach", () => {
  it("lets only the fake Replicate's loopback port through in sandbox mode, and nothing local in production", () => {
    const replicate = { REPLICATE_BASE_URL: "http://127.0.0.1:3712/v1", SANDBOX_STORE_URL: "http://127.0.0.1:3713" };
    withEnv({ SANDBOX: true, ...replicate });
    const { allowAddress } = generatedImageOptions();
    expect(allowAddress?.("127.0.0.1", 3712)).toBe(true);
    expect(allowAddress?.("127.0.0.1", 3713)).toBe(false);
    expect(allowAddress?.("10.0.0.5", 3712)).toBe(false);
    withEnv(replicate);
    expect(generatedImageOptions()).toEqual({});
  });
});
