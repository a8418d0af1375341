"use server";

import { headers } from "next/headers";
import { publicAction } from "@/lib/actions/builder";
import { fail, ok } from "@/lib/actions/result";
import { requestLogger } from "@/lib/log/request";
import { consumeRateLimit } from "@/lib/rate-limit";
import { clientAddressOf } from "@/lib/security/client-address";
import { contactSchema } from "./schemas";
import { deliverContactMessage } from "./deliver";

const CONTACT_LIMIT_PER_IP = { limit: 5, windowMs: 60 * 60 * 1000 };

// Public: anyone may write to us. The message is stored first, then mailed to the admin address.
export const sendContactMessage = publicAction(contactSchema, async (message) => {
  const ip = clientAddressOf(await headers());
  const limit = await consumeRateLimit(`contact:ip:${ip}`, CONTACT_LIMIT_PER_IP);
  if (!limit.allowed) return fail("contact.errors.rateLimited");
  try {
    await deliverContactMessage(message);
  } catch (error) {
    (await requestLogger()).error({ err: error }, "[contact] could not store the message");
    return fail("contact.errors.sendFailed");
  }
  return ok(null);
});
