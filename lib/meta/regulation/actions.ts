"use server";

import { z } from "zod";
import { userAction } from "@/lib/pipeline/action";
import { ok, type ActionResult } from "@/lib/actions/result";
import { perHour } from "@/lib/rate-limit/counter";
import { identityIdSchema, type RegulationIdentities } from "./fields";
import { identitiesForPublish, storedIdentities, storeIdentities } from "./identities";
import { adAccountIdSchema } from "@/lib/campaigns/model";

const REGULATION_LIMIT = perHour("meta:regulation", 120, { error: "wizard.errors.rateLimited" });

export type LoadedRegulation = { identities: RegulationIdentities | null; source: "saved" | "account" | "none" };

/** The ids for an ad account: the ones the user saved, else those its ad sets already declare. */
export const loadRegulationAction = userAction(
  z.object({ adAccountId: adAccountIdSchema }),
  async (input, user): Promise<ActionResult<LoadedRegulation>> => {
    const saved = await storedIdentities(user.id, input.adAccountId);
    if (saved) return ok({ identities: saved, source: "saved" });
    // Found ids are the account's own verified ones: remembered, so publishing declares them. A failed
    // read leaves the fields for the user to fill.
    const found = await identitiesForPublish(user.id, input.adAccountId);
    return ok(found ? { identities: found, source: "account" } : { identities: null, source: "none" });
  },
  { limit: REGULATION_LIMIT },
);

const saveSchema = z
  .object({ adAccountId: adAccountIdSchema, beneficiaryId: z.union([z.literal(""), identityIdSchema]), payerId: z.union([z.literal(""), identityIdSchema]) })
  .refine((value) => Boolean(value.beneficiaryId) === Boolean(value.payerId), { path: ["payerId"], error: "wizard.regulation.errors.both" });

/** Remembers the ids for the ad account (both blank: forgets them). */
export const saveRegulationAction = userAction(
  saveSchema,
  async (input, user) => {
    await storeIdentities(user.id, input.adAccountId, input.beneficiaryId ? { beneficiaryId: input.beneficiaryId, payerId: input.payerId } : null);
    return ok({ saved: Boolean(input.beneficiaryId) });
  },
  { limit: REGULATION_LIMIT },
);
