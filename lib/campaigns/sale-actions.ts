"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { userAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { perHour } from "@/lib/rate-limit/counter";
import { markSale, removeSale, SALE_NOTE_MAX } from "./sales";
import { campaignIdSchema } from "./schemas";

// Issue 34, "Vendi!": the seller marks a WhatsApp conversation that became a sale, or takes one back.
const SALE_LIMIT = perHour("campaigns:sales", 300, { error: "errors.rateLimited" });

const revalidate = (campaignId: string) => {
  revalidatePath("/dashboard");
  revalidatePath("/campaigns");
  revalidatePath(`/campaigns/${campaignId}`);
};

export const markSaleAction = userAction(
  z.object({
    campaignId: campaignIdSchema,
    amount: z.string().max(30, { error: "sales.errors.amountInvalid" }),
    note: z.string().max(SALE_NOTE_MAX, { error: "sales.errors.noteTooLong" }).optional(),
  }),
  async ({ campaignId, amount, note }, user) => {
    const marked = await markSale(user.id, campaignId, { amount, ...(note !== undefined ? { note } : {}) });
    if (!marked.ok) return fail(marked.error, marked.field ? { [marked.field]: marked.error } : undefined);
    revalidate(campaignId);
    return ok({ sale: marked.sale });
  },
  { limit: SALE_LIMIT },
);

export const removeSaleAction = userAction(
  z.object({ saleId: z.uuid() }),
  async ({ saleId }, user) => {
    const removed = await removeSale(user.id, saleId);
    if (!removed.ok) return fail(removed.error);
    revalidate(removed.campaignId);
    return ok({ campaignId: removed.campaignId });
  },
  { limit: SALE_LIMIT },
);
