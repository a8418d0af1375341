import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages } from "@/lib/i18n/client-messages";

/**
 * The catalogue's namespaces the client parts under it read, inlined in the page, and no others (a provider
 * given no messages would send the whole catalogue; a nested one replaces its parent's rather than adding).
 * tests/unit/client-messages.test.ts checks every client part finds its namespaces in the nearest one.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>;
}
