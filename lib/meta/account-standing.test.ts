import { standingHref, standingOf } from "./account-standing";

// Meta's Ad Account reference: account_status, disable_reason (3 RISK_PAYMENT), funding_source.
describe("standingOf", () => {
  it.each([
    [{ account_status: 1, funding_source: "6000000000001" }, { ready: true }],
    [{ account_status: 9, funding_source: "6000000000001" }, { ready: true }],
    [{ account_status: 8, funding_source: "6000000000001" }, { ready: true }],
    [{ account_status: 1 }, { ready: false, problem: "noPaymentMethod" }],
    [
      { account_status: 1, funding_source: null },
      { ready: false, problem: "noPaymentMethod" },
    ],
    [
      { account_status: 1, funding_source: "" },
      { ready: false, problem: "noPaymentMethod" },
    ],
    [{ account_status: 1, funding_source_details: { id: "6000000000002" } }, { ready: true }],
    [{ account_status: 1, is_prepay_account: true }, { ready: true }],
    [
      { account_status: 1, is_prepay_account: false, funding_source_details: null },
      { ready: false, problem: "noPaymentMethod" },
    ],
    [
      { account_status: 3, funding_source: "6000000000001" },
      { ready: false, problem: "unsettled" },
    ],
    [
      { account_status: 2, disable_reason: 3 },
      { ready: false, problem: "paymentRisk" },
    ],
    [
      { account_status: 2, disable_reason: 1 },
      { ready: false, problem: "disabled" },
    ],
    [
      { account_status: 7, funding_source: "6000000000001" },
      { ready: false, problem: "underReview" },
    ],
    [{ account_status: 100 }, { ready: false, problem: "closed" }],
    [{ account_status: 101 }, { ready: false, problem: "closed" }],
    [{}, { ready: false, problem: "disabled" }],
  ])("%j → %j", (node, expected) => {
    expect(standingOf(node)).toEqual(expected);
  });
});

it("sends money problems to Meta's payment settings for that account, the rest to Account Quality", () => {
  expect(standingHref("act_120210000000001", "noPaymentMethod")).toBe("https://business.facebook.com/billing_hub/payment_settings/?asset_id=120210000000001");
  expect(standingHref("act_120210000000001", "paymentRisk")).toContain("billing_hub");
  expect(standingHref("act_120210000000001", "underReview")).toBe("https://www.facebook.com/accountquality/");
});
