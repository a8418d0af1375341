import { z } from "zod";

// What an ad set shown in Brazil declares (Meta OCC 2025-12-08,
// https://developers.facebook.com/docs/marketing-api/out-of-cycle-changes/occ-2025), shared by the
// publisher, the forms and the fake Meta's check.

/** Meta's refusal of an ad set shown in Brazil without them ("No beneficiary/payer provided"), as advertisers report Graph's answer. */
export const BRAZIL_REGULATION_SUBCODE = 3858634;

/** Where a business verifies its beneficiary and payer (Meta Business Suite › Settings › Authorizations and verifications). */
export const META_BUSINESS_SETTINGS_URL = "https://business.facebook.com/settings/";

export type RegulationIdentities = { beneficiaryId: string; payerId: string };

/** Meta's ids are digits (the OCC's example: <UNIVERSAL_BENEFICIARY_ID>). */
export const identityIdSchema = z
  .string()
  .trim()
  .regex(/^\d{5,25}$/, { error: "wizard.regulation.errors.idFormat" });

/** Whether an audience is in Brazil: its countries, or its cities (all Brazilian). */
export const targetsBrazil = (countries: readonly string[], cities: readonly string[]) => cities.length > 0 || countries.includes("BR");

/** The ad set fields that declare the audience in Brazil with the verified ids. */
export function regulationFields(identities: RegulationIdentities) {
  return {
    regional_regulated_categories: ["BRAZIL_REGULATION"],
    regional_regulation_identities: { universal_beneficiary: identities.beneficiaryId, universal_payer: identities.payerId },
  };
}
