import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { MetaResult } from "@/lib/meta/errors";
import { withMeta } from "@/lib/meta/with-meta";
import { identityIdSchema, type RegulationIdentities } from "./fields";

// Brazil's ad regulation (Meta's out-of-cycle change of 2025-12-08,
// https://developers.facebook.com/docs/marketing-api/out-of-cycle-changes/occ-2025): an ad set shown in
// Brazil declares `regional_regulated_categories: ["BRAZIL_REGULATION"]` with the ids of the verified
// beneficiary and payer (`regional_regulation_identities.universal_beneficiary` / `universal_payer`);
// without them Meta refuses it ("No beneficiary/payer provided"). The ids are remembered per user and ad
// account; the first time, they are looked for on the account's own ad sets, where Ads Manager put them.

const storedSchema = z.record(z.string(), z.object({ beneficiaryId: identityIdSchema, payerId: identityIdSchema }));

function storedOf(value: unknown): Record<string, RegulationIdentities> {
  const parsed = storedSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** The ids the user gave (or accepted) for an ad account, or null. */
export async function storedIdentities(userId: string, adAccountId: string): Promise<RegulationIdentities | null> {
  const profile = await db.profile.findUnique({ where: { userId }, select: { metaRegulationIdentities: true } });
  return storedOf(profile?.metaRegulationIdentities)[adAccountId] ?? null;
}

/** Remembers (or, with null, forgets) the ids for an ad account. */
export async function storeIdentities(userId: string, adAccountId: string, identities: RegulationIdentities | null): Promise<void> {
  await db.$transaction(async (tx) => {
    const profile = await tx.profile.findUnique({ where: { userId }, select: { metaRegulationIdentities: true } });
    const all = storedOf(profile?.metaRegulationIdentities);
    if (identities) all[adAccountId] = identities;
    else delete all[adAccountId];
    await tx.profile.update({ where: { userId }, data: { metaRegulationIdentities: all } });
  });
}

type AdSetNode = {
  regional_regulated_categories?: string[];
  regional_regulation_identities?: { universal_beneficiary?: string | number; universal_payer?: string | number };
};

/** The ids an ad set of the account already declares for Brazil (one Graph read), or null. */
export function discoverIdentities(userId: string, adAccountId: string): Promise<MetaResult<RegulationIdentities | null>> {
  return withMeta(userId, async (client) => {
    const answer = await client.get<{ data?: AdSetNode[] }>(`${adAccountId}/adsets`, {
      fields: "regional_regulated_categories,regional_regulation_identities",
      limit: 50,
    });
    for (const set of answer.data ?? []) {
      const ids = set.regional_regulation_identities;
      if (!set.regional_regulated_categories?.includes("BRAZIL_REGULATION") || !ids?.universal_beneficiary || !ids.universal_payer) continue;
      return { beneficiaryId: String(ids.universal_beneficiary), payerId: String(ids.universal_payer) };
    }
    return null;
  });
}

/**
 * The ids a publish declares for the ad account: the ones the user saved, else those its ad sets already
 * declare (then remembered). Null when neither exists or Meta can't be read now: the publish then stops
 * before anything is created, and the Meta section asks for them.
 */
export async function identitiesForPublish(userId: string, adAccountId: string): Promise<RegulationIdentities | null> {
  const saved = await storedIdentities(userId, adAccountId);
  if (saved) return saved;
  const found = await discoverIdentities(userId, adAccountId);
  if (!found.ok || !found.data) return null;
  await storeIdentities(userId, adAccountId, found.data);
  return found.data;
}
