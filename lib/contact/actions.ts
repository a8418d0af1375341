"use server";

import { publicAction } from "@/lib/pipeline/action";
import { fail, ok } from "@/lib/actions/result";
import { requestLogger } from "@/lib/log/request";
import { perHour } from "@/lib/rate-limit/limits";
import { contactSchema } from "./schemas";
import { deliverContactMessage } from "./deliver";

const CONTACT_LIMIT = perHour("contact", 5, { per: "address", error: "contact.errors.rateLimited" });

// Public: anyone may write to us. The message is stored first, then mailed to the admin address.
export const sendContactMessage = publicAction(
  contactSchema,
  async (message) => {
    try {
      await deliverContactMessage(message);
    } catch (error) {
      (await requestLogger()).error({ err: error }, "[contact] could not store the message");
      return fail("contact.errors.sendFailed");
    }
    return ok(null);
  },
  { limit: CONTACT_LIMIT },
);
