import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { ClientMessages } from "@/components/i18n/client-messages";
import { MetaCallback } from "@/components/integrations/meta-callback";
import { RETURN_COOKIE, returnPathOf } from "@/lib/meta/return-to";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("integrations.callback"))("title"), robots: { index: false } };
}

type Search = { code?: string; state?: string; error?: string; error_description?: string; error_reason?: string };

// spec 000 §2 Callback page: Meta sends the browser back here with a code (or an error).
export default async function MetaCallbackPage({ searchParams }: { searchParams: Promise<Search> }) {
  const params = await searchParams;
  // The campaign page the seller came from (set when the login started; checked again here).
  const returnTo = returnPathOf((await cookies()).get(RETURN_COOKIE)?.value);
  // The connection's refusals are Meta's errors (meta.errors.*) or the pipeline's.
  return (
    <ClientMessages namespaces={["integrations.callback", "meta", "errors"]}>
      <MetaCallback
        returnTo={returnTo}
        code={params.code ?? null}
        state={params.state ?? null}
        error={params.error ?? null}
        errorDescription={params.error_description ?? params.error_reason ?? null}
      />
    </ClientMessages>
  );
}
