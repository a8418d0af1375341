"use server";

import { cookies } from "next/headers";
import { z } from "zod";
import { LOCALE_COOKIE, locales } from "./config";

const localeSchema = z.enum(locales);

// Public action: choosing a language needs no session.
export async function setLocale(input: unknown): Promise<{ ok: boolean }> {
  const parsed = localeSchema.safeParse(input);
  if (!parsed.success) return { ok: false };
  (await cookies()).set(LOCALE_COOKIE, parsed.data, {
    path: "/",
    maxAge: 60 * 60 * 24 * 365,
    sameSite: "lax",
  });
  return { ok: true };
}
