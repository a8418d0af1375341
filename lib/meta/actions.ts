"use server";

import { z } from "zod";
import { userAction } from "@/lib/actions/builder";
import { fail, ok } from "@/lib/actions/result";
import { canPublishWithMeta } from "./status";

// Starts Facebook Login. The Meta app's credentials (app id and secret, set by an admin) are needed
// to build the dialog address; the Meta integration issue adds them and the OAuth exchange. Until
// they exist the answer says plainly that the connection cannot be made yet.
export const startMetaConnection = userAction(z.object({}), async () => {
  return fail("meta.errors.appNotConfigured");
});

// spec 001 §4 Publishing: the token status is read again right before publishing.
export const checkMetaPublishReady = userAction(z.object({}), async (_input, user) => {
  return ok({ ready: await canPublishWithMeta(user.id) });
});
