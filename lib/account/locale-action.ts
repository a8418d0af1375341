"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { publicAction } from "@/lib/pipeline/action";
import { ok } from "@/lib/actions/result";
import { LOCALE_COOKIE, locales } from "@/lib/i18n/config";

// Public action: choosing a language needs no session.
export const setLocale = publicAction(z.enum(locales), async (locale) => {
  (await cookies()).set(LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    sameSite: "lax",
  });
  return ok(null);
});
