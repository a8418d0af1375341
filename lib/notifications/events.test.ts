import { deliveryNotifications, fatigueNotification } from "./events";

const delivery = (state: string, rejectedAds = 0, reasons: string[] = []) => ({ state, rejectedAds, reasons });
const campaign = { id: "c1", userId: "u1", name: "Tênis Corrida Pro", syncedAt: new Date(Date.now() - 60 * 60 * 1000) };

describe("what a sync's reading tells the seller (issue 33)", () => {
  it("a newly rejected ad, with Meta's reason, keyed to the state it was read against", () => {
    expect(deliveryNotifications(campaign, delivery("active"), delivery("rejected", 1, ["Ad rejected: Health claims"]))).toEqual([
      {
        userId: "u1",
        campaignId: "c1",
        kind: "adRejected",
        values: { campaign: "Tênis Corrida Pro", ads: 1, reason: "Ad rejected: Health claims" },
        dedupeKey: `adRejected:c1:${campaign.syncedAt.getTime()}`,
      },
    ]);
  });

  it("nothing when the rejection was already shown, or ads were approved again", () => {
    expect(deliveryNotifications(campaign, delivery("rejected", 2), delivery("rejected", 2))).toEqual([]);
    expect(deliveryNotifications(campaign, delivery("rejected", 2), delivery("active", 1))).toEqual([]);
  });

  it("a billing hold once, when it starts; a first reading counts as new", () => {
    expect(deliveryNotifications({ ...campaign, syncedAt: null }, null, delivery("billingHold")).map((event) => [event.kind, event.dedupeKey])).toEqual([
      ["billingHold", "billingHold:c1:first"],
    ]);
    expect(deliveryNotifications(campaign, delivery("billingHold"), delivery("billingHold"))).toEqual([]);
  });

  it("a highly fatigued creative, keyed to the ad and the time Meta sent it", () => {
    const sentAt = new Date();
    expect(fatigueNotification(campaign, "ad9", sentAt)).toMatchObject({ kind: "fatigueHigh", dedupeKey: `fatigueHigh:ad9:${sentAt.getTime()}` });
  });
});
