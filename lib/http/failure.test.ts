import { REQUEST_ID_HEADER } from "@/lib/log/request-id";
import { Refusal } from "@/lib/pipeline/refusal";
import { responseOf } from "./failure";

describe("responseOf (the routes' edge)", () => {
  it("answers a rate limit with the action's failure as its body and the same figure as Retry-After", async () => {
    const refusal = new Refusal(429, "errors.rateLimited", { retryAfterSeconds: 37 });
    const response = responseOf(refusal, "req-1");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("37");
    expect(await response.json()).toEqual(refusal.failure);
    expect(response.headers.get(REQUEST_ID_HEADER)).toBeNull();
  });

  it("names the request id on a 500 only, and sends no Retry-After without a wait", async () => {
    const unexpected = responseOf(new Refusal(500, "errors.unexpected"), "req-2");
    expect(unexpected.headers.get(REQUEST_ID_HEADER)).toBe("req-2");
    expect(unexpected.headers.get("retry-after")).toBeNull();
    expect(await unexpected.json()).toEqual({ ok: false, error: "errors.unexpected" });
    expect(responseOf(new Refusal(403, "errors.forbidden"), "req-3").headers.get(REQUEST_ID_HEADER)).toBeNull();
  });
});
