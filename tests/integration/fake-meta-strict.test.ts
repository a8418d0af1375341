// The fake Meta's reads are as strict as Graph's: every `fields` name is checked against Meta's own lists
// of each type's fields and edges (e2e/fakes/meta/specs.ts, copied from facebook-business-sdk-codegen),
// nested selections too, with Graph's "nonexisting field" refusal and its internal type names; insights
// fields against AdsInsights, all wrong names refused at once.
import { FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import { INSIGHT_FIELDS } from "@/lib/meta/insights";
import { CAMPAIGN_FIELDS } from "@/lib/meta/sync/read-campaigns";
import { ACT, control, graph, publishLinkAd } from "./fake-meta-helpers";

let meta: FakeMeta;
const token = FAKE_META_SEED_TOKEN;

beforeAll(async () => {
  meta = await startFakeMeta();
});
afterAll(() => meta.close());
beforeEach(() => control(meta, "/reset", {}));

const read = (path: string, fields: string) => graph(meta, path, token, { query: { fields } });
const nonexisting = (field: string, type: string) => ({
  type: "OAuthException",
  code: 100,
  message: `(#100) Tried accessing nonexisting field (${field}) on node type (${type})`,
});

describe("fields checked against Meta's lists (codegen specs)", () => {
  it("refuses a name the type doesn't have, with Graph's words and its names for the ad objects", async () => {
    const { campaignId, adSetId, creativeId, adId } = await publishLinkAd(meta, token);
    const cases: [string, string][] = [
      [ACT, "AdAccount"],
      [campaignId, "AdCampaignGroup"],
      [adSetId, "AdCampaign"],
      [adId, "Adgroup"],
      [creativeId, "AdCreative"],
      ["104857600000001", "Page"],
      ["17841400000000001", "IGUser"],
      ["me", "User"],
    ];
    for (const [path, type] of cases) {
      const answer = await read(path, "id,not_a_field");
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject(nonexisting("not_a_field", type));
    }
    // In edges and multiple-ID reads as on the node itself.
    expect((await read(`${ACT}/campaigns`, "name,budget")).body.error).toMatchObject(nonexisting("budget", "AdCampaignGroup"));
    expect((await read(`${ACT}/adimages`, "hash,md5")).body.error).toMatchObject(nonexisting("md5", "AdImage"));
  });

  it("takes every field the app asks for, by its documented name", async () => {
    const { campaignId, adSetId } = await publishLinkAd(meta, token);
    // The app's reads (lib/meta/assets.ts, account-standing.ts, account-money.ts, regulation/identities.ts,
    // edits/push.ts, publish/media.ts, sync/read-campaigns.ts, insights.ts).
    const answers = await Promise.all([
      read("me/adaccounts", "id,name,account_id,account_status,currency"),
      read("me/accounts", "id,name,tasks,instagram_business_account{id,username}"),
      read(`${ACT}/adspixels`, "id,name"),
      read(ACT, "account_status,disable_reason,funding_source,funding_source_details,is_prepay_account"),
      read(ACT, "currency,min_daily_budget,timezone_name"),
      read(`${ACT}/adsets`, "regional_regulated_categories,regional_regulation_identities"),
      read(`${ACT}/adimages`, "hash"),
      read(adSetId, "targeting"),
      read(campaignId, CAMPAIGN_FIELDS),
      read(`${ACT}/insights`, `${INSIGHT_FIELDS},date_start`),
    ]);
    for (const answer of answers) expect(answer.body.error).toBeUndefined();
    expect((answers[1].body.data as unknown[])[0]).toMatchObject({
      tasks: expect.arrayContaining(["ADVERTISE"]),
      instagram_business_account: { id: "17841400000000001" },
    });
    expect(answers[3].body).toMatchObject({ funding_source_details: { id: "6010000000000001", type: 1 } });
    expect(answers[8].body).toMatchObject({ adsets: { data: [expect.objectContaining({ id: adSetId })] }, ads: { data: [expect.any(Object)] } });
  });

  it("adds tasks only where the User accounts edge lists the Pages", async () => {
    expect((await read("me/accounts", "id,tasks")).body.error).toBeUndefined();
    expect((await read("104857600000001", "id,tasks")).body.error).toMatchObject(nonexisting("tasks", "Page"));
  });

  it("checks sub-selections against the field's type, and leaves out fields Meta has but the node holds no value for", async () => {
    const { adId, creativeId } = await publishLinkAd(meta, token);
    expect((await read(ACT, "funding_source_details{id,brand}")).body.error).toMatchObject(nonexisting("brand", "FundingSourceDetails"));
    expect((await read("me/accounts", "instagram_business_account{id,followers}")).body.error).toMatchObject(nonexisting("followers", "IGUser"));
    expect((await read(ACT, "funding_source_details{id,display_string}")).body).toMatchObject({
      funding_source_details: { id: "6010000000000001", display_string: expect.any(String) },
    });
    // business_city is a field of AdAccount the fake keeps no value for: left out, as Graph leaves out empty fields.
    expect((await read(ACT, "name,business_city")).body).toEqual({ id: ACT, name: "Loja Passo Firme" });
    // An ad's creative, campaign and ad set read the objects' own fields.
    expect((await read(adId, "creative{id,name},campaign{objective}")).body).toMatchObject({
      creative: { id: creativeId, name: "Criativo" },
      campaign: { objective: "OUTCOME_TRAFFIC" },
    });
    expect((await read(adId, "creative{id,budget}")).body.error).toMatchObject(nonexisting("budget", "AdCreative"));
  });

  it("says plainly when an edge Meta has is one the fake doesn't serve, and refuses a path Meta doesn't have", async () => {
    const { campaignId } = await publishLinkAd(meta, token);
    const asField = await read(campaignId, "id,copies");
    expect(asField.body.error!.message).toMatch(/^\(#100\) The fake Meta doesn't expand the edge copies of Campaign/);
    const asPath = await graph(meta, `${campaignId}/copies`, token);
    expect(asPath.body.error!.message).toMatch(/^\(#100\) The fake Meta doesn't serve the edge copies of Campaign/);
    expect((await graph(meta, `${campaignId}/nothing_here`, token)).body.error).toMatchObject(nonexisting("nothing_here", "AdCampaignGroup"));
  });
});

describe("insights fields (AdsInsights.json)", () => {
  it("refuses every wrong name at once with Meta's text, and the fields Meta removed in v19.0 with its own", async () => {
    const insights = (fields: string) => graph(meta, `${ACT}/insights`, token, { query: { fields } });
    expect((await insights("spend,age")).body.error).toMatchObject({
      code: 100,
      message:
        "(#100) age is not valid for fields param. please check https://developers.facebook.com/docs/marketing-api/reference/ads-insights/ for all valid values",
    });
    expect((await insights("spend,age,budget")).body.error!.message).toMatch(/^\(#100\) age, budget are not valid for fields param\. /);
    expect((await insights("spend,labels,location")).body.error).toMatchObject({
      code: 100,
      message: "(#100) labels, location are not valid for fields param after V19.0",
    });
    // A field Meta has that the fake doesn't compute is left out of the rows, as a metric without a value.
    const { campaignId } = await publishLinkAd(meta, token);
    const rows = await graph(meta, `${campaignId}/insights`, token, { query: { fields: "spend,quality_ranking", date_preset: "maximum" } });
    expect(rows.body.error).toBeUndefined();
    for (const row of rows.body.data as Record<string, unknown>[]) expect(row).not.toHaveProperty("quality_ranking");
  });
});
