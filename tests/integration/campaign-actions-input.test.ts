import { manageCampaignAction, updateCampaignAction } from "@/lib/campaigns/actions";
import { db } from "@/lib/db";
import { daysFromNow } from "@/tests/support/days";
import { makeUser, signInAs } from "./factories";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next-intl/server", () => ({ getTranslations: async () => (key: string) => (key === "copySuffix" ? " (copy)" : key) }));

async function signedInUser() {
  const user = await makeUser({ campaignLimit: 10 });
  signInAs(user);
  return user;
}

describe("campaign actions given bad input", () => {
  it("answer a malformed id or an unknown action with a clear error", async () => {
    await signedInUser();
    expect(await manageCampaignAction({ action: "pause", campaignId: "42" })).toMatchObject({
      ok: false,
      error: "errors.invalidInput",
      fieldErrors: { campaignId: "campaigns.errors.notFound" },
    });
    expect(await manageCampaignAction({ action: "explode", campaignId: crypto.randomUUID() } as never)).toMatchObject({
      ok: false,
      fieldErrors: { action: "campaigns.errors.unknownAction" },
    });
    expect(await manageCampaignAction("not even an object" as never)).toMatchObject({ ok: false, error: "errors.invalidInput" });
  });

  it("refuse an oversized or blank project name and change nothing", async () => {
    const user = await signedInUser();
    const campaign = await db.campaign.create({ data: { userId: user.id, projectName: "Original" } });
    const values = {
      projectName: "x".repeat(201),
      headline: "",
      description: "",
      cta: "SHOP_NOW",
      dailyBudget: "20",
      startDate: daysFromNow(7),
      endDate: "",
      ageMin: 18,
      ageMax: 65,
    };
    expect(await updateCampaignAction({ campaignId: campaign.id, values: values as never })).toMatchObject({
      ok: false,
      fieldErrors: { "values.projectName": "campaignConfig.errors.tooLong" },
    });
    expect(await updateCampaignAction({ campaignId: campaign.id, values: { ...values, projectName: " " } as never })).toMatchObject({ ok: false });
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).projectName).toBe("Original");
  });

  it("duplicate through the action names the copy in the user's language", async () => {
    const user = await signedInUser();
    const campaign = await db.campaign.create({ data: { userId: user.id, projectName: "Verão" } });
    const result = await manageCampaignAction({ action: "duplicate", campaignId: campaign.id });
    expect(result.ok).toBe(true);
    expect(await db.campaign.count({ where: { userId: user.id, projectName: "Verão (copy)" } })).toBe(1);
  });
});
