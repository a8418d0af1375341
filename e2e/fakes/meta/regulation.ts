// Brazil's ad regulation at ad set creation (Meta's out-of-cycle change of 2025-12-08,
// https://developers.facebook.com/docs/marketing-api/out-of-cycle-changes/occ-2025): every ad set shown in
// Brazil declares regional_regulated_categories ["BRAZIL_REGULATION"] with regional_regulation_identities
// { universal_beneficiary, universal_payer } (AdSet.json and RegionalRegulationIdentities.json in
// facebook-business-sdk-codegen), the ids of identities verified in the advertiser's business. Meta holds
// every ad account to it: without them it refuses the ad set, "No beneficiary/payer provided", subcode
// 3858634 (Graph's answer as advertisers report it). Never used by production code.
import { GraphError, graphErrors } from "./errors";
import { jsonParam } from "./request";
import type { AdAccountSeed } from "./seed";

/** Meta's subcode for an ad set shown in Brazil that names no beneficiary or payer. */
const NO_BENEFICIARY_OR_PAYER = 3858634;

type Identities = { universal_beneficiary?: unknown; universal_payer?: unknown };
type Geo = { countries?: string[]; cities?: { key: string }[]; regions?: unknown[] };

/** The fake's cities and regions are all Brazilian; a country list names BR. */
const inBrazil = (geo: Geo | undefined) => Boolean(geo?.countries?.includes("BR") || geo?.cities?.length || geo?.regions?.length);

const missing = () =>
  graphErrors.invalidParameter(
    "Advertiser is missing",
    "No beneficiary/payer provided. Ads shown to people in Brazil must say who benefits from them and who pays for them.",
    NO_BENEFICIARY_OR_PAYER,
  );

/**
 * Meta publishes no text for an id that isn't one of the business's verified identities: this refusal's
 * wording is ours, in the shape of Meta's parameter refusals (code 100, a user title and message), and
 * names the field, as Graph's parameter errors do.
 */
const notVerified = (field: "universal_beneficiary" | "universal_payer", id: string) =>
  new GraphError({
    code: 100,
    message: `(#100) Invalid parameter: regional_regulation_identities[${field}]`,
    error_user_title: "Identity not verified",
    error_user_msg: `The ${field} ${id} isn't a verified identity of this ad account's business.`,
  });

/** Checks the declaration; answers the fields to keep on the ad set. */
export function checkBrazilRegulation(params: Record<string, unknown>, targeting: Record<string, unknown>, account: AdAccountSeed) {
  const categories = jsonParam(params, "regional_regulated_categories") as string[] | undefined;
  const declared = Array.isArray(categories) && categories.includes("BRAZIL_REGULATION");
  if (!declared) {
    if (inBrazil(targeting.geo_locations as Geo | undefined)) throw missing();
    return {};
  }
  const identities = jsonParam(params, "regional_regulation_identities") as Identities | undefined;
  const asText = (id: unknown) => (typeof id === "number" ? String(id) : id);
  const beneficiary = asText(identities?.universal_beneficiary);
  const payer = asText(identities?.universal_payer);
  if (typeof beneficiary !== "string" || !/^\d+$/.test(beneficiary) || typeof payer !== "string" || !/^\d+$/.test(payer)) throw missing();
  const verified = account.verified_identities ?? [];
  if (!verified.includes(beneficiary)) throw notVerified("universal_beneficiary", beneficiary);
  if (!verified.includes(payer)) throw notVerified("universal_payer", payer);
  return { regional_regulated_categories: categories, regional_regulation_identities: { universal_beneficiary: beneficiary, universal_payer: payer } };
}
