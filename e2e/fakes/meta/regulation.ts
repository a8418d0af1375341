// Brazil's ad regulation at ad set creation (Meta's out-of-cycle change of 2025-12-08,
// https://developers.facebook.com/docs/marketing-api/out-of-cycle-changes/occ-2025): an ad set shown in
// Brazil declares regional_regulated_categories ["BRAZIL_REGULATION"] with regional_regulation_identities
// { universal_beneficiary, universal_payer }, the ids of verified identities. An ad account Meta requires it
// of (flagged here by its seed's `brazil_regulation`, set through the control API) refuses an ad set
// without them: "No beneficiary/payer provided", subcode 3858634, blamed on the compliance section (as
// advertisers report Graph's answer). Never used by production code.
import { GraphError, graphErrors } from "./errors";
import { BRAZIL_REGULATION_SUBCODE } from "../../../lib/meta/regulation/fields";
import { jsonParam } from "./request";
import type { AdAccountSeed } from "./seed";

type Identities = { universal_beneficiary?: unknown; universal_payer?: unknown };
type Geo = { countries?: string[]; cities?: { key: string }[]; regions?: unknown[] };

/** The fake's cities are all Brazilian; a country list names BR. */
const inBrazil = (geo: Geo | undefined) => Boolean(geo?.countries?.includes("BR") || geo?.cities?.length || geo?.regions?.length);

/** Checks the declaration; answers the fields to keep on the ad set. */
export function checkBrazilRegulation(params: Record<string, unknown>, targeting: Record<string, unknown>, account: AdAccountSeed) {
  const categories = jsonParam(params, "regional_regulated_categories") as string[] | undefined;
  const identities = jsonParam(params, "regional_regulation_identities") as Identities | undefined;
  const declared = Array.isArray(categories) && categories.includes("BRAZIL_REGULATION");
  if (declared) {
    const ids = [identities?.universal_beneficiary, identities?.universal_payer].map((id) => (typeof id === "number" ? String(id) : id));
    if (!ids.every((id): id is string => typeof id === "string" && /^\d+$/.test(id))) {
      throw graphErrors.invalidParameter(
        "Advertiser is missing",
        "No beneficiary/payer provided: BRAZIL_REGULATION needs universal_beneficiary and universal_payer.",
        BRAZIL_REGULATION_SUBCODE,
      );
    }
    // Meta publishes no text for ids that aren't the account's verified identities: this refusal's
    // wording is ours (code 100 with a user title and message, as Meta's parameter refusals have).
    const verified = account.brazil_regulation?.verified_ids;
    if (verified && ids.some((id) => !verified.includes(id))) {
      throw new GraphError({
        code: 100,
        message: "Invalid parameter",
        error_user_title: "Identity not verified",
        error_user_msg: "The beneficiary or payer isn't a verified identity of this ad account.",
      });
    }
    return { regional_regulated_categories: categories, regional_regulation_identities: { universal_beneficiary: ids[0], universal_payer: ids[1] } };
  }
  if (account.brazil_regulation && inBrazil(targeting.geo_locations as Geo | undefined)) {
    throw graphErrors.invalidParameter(
      "Advertiser is missing",
      "No beneficiary/payer provided. Ads shown to people in Brazil must say who benefits from them and who pays for them.",
      BRAZIL_REGULATION_SUBCODE,
    );
  }
  return {};
}
