import { captureLogs } from "@/lib/log/capture";
import { GraphError, type GraphErrorBody } from "@/lib/meta/graph/errors";
import { classifyPublishError } from "./classify";

// Issue 12: what the seller reads when Meta refuses a creative for the Page, the Instagram account or a
// development-mode app (the fake's refusals, e2e/fakes/meta/errors.ts).

const graphError = (body: GraphErrorBody) => new GraphError(400, body, null);

describe("the Page and Instagram refusals of a creative", () => {
  it("a missing Page task is a permission problem whose hint names the Page's Advertise task", () => {
    const refusal = graphError({
      code: 200,
      type: "OAuthException",
      message: "(#200) Requires the ADVERTISE task on Page 104857600000002 permission to manage the object",
    });
    expect(classifyPublishError(refusal)).toEqual({
      kind: "permission",
      titleKey: "wizard.publish.errors.permission.title",
      hintKey: "wizard.publish.errors.permission.hint",
      values: {},
      technical: "code 200 · (#200) Requires the ADVERTISE task on Page 104857600000002 permission to manage the object",
    });
  });

  it("Meta's parameter refusal of the Instagram account: its untranslated text only in the technical details", () => {
    const refusal = graphError({ code: 100, type: "OAuthException", message: "(#100) Param instagram_user_id must be a valid Instagram account id" });
    const classification = classifyPublishError(refusal);
    expect(classification).toMatchObject({
      kind: "validation",
      values: {},
      technical: "code 100 · (#100) Param instagram_user_id must be a valid Instagram account id",
    });
    expect(classification.metaMessage).toBeUndefined();
  });

  it("a development-mode app is told to the administrator, and the seller reads that publishing is unavailable", () => {
    const refusal = graphError({
      code: 100,
      type: "OAuthException",
      message: "Invalid parameter",
      error_subcode: 1885183,
      error_user_title: "Ads creative post was created by an app that is in development mode",
      error_user_msg: "Ads creative post was created by an app that is in development mode. It must be in public to create this ad.",
    });
    const logs = captureLogs();
    try {
      expect(classifyPublishError(refusal)).toMatchObject({ kind: "appSetup", hintKey: "wizard.publish.errors.appSetup.hint" });
      expect(JSON.stringify(logs.lines)).toContain("switch the app to Live in the Meta App Dashboard");
    } finally {
      logs.restore();
    }
  });
});
