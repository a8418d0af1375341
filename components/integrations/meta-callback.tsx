"use client";

import { Loader2 } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { callAction } from "@/components/ui/call-action";
import { toast } from "@/components/ui/toast-store";
import { completeMetaConnectionAction } from "@/lib/meta/actions";
import { integrationsReturning } from "@/lib/meta/return-to";

type Props = { code: string | null; state: string | null; error: string | null; errorDescription: string | null; returnTo: string | null };

// spec 000 §2 Callback, §8 Callback errors: 'Processing your connection...', then /integrations (or
// /auth when nobody is signed in) with the outcome as a toast. Issue 31: once connected, back to the
// campaign the seller came from; after a failure, Integrations keeps that way back for the next try.
export function MetaCallback({ code, state, error, errorDescription, returnTo }: Props) {
  const t = useTranslations("integrations.callback");
  const message = useTranslations();
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result = await callAction(completeMetaConnectionAction, {
        ...(code ? { code } : {}),
        ...(state ? { state } : {}),
        ...(error ? { error } : {}),
        ...(errorDescription ? { errorDescription } : {}),
      });
      if (result.ok) {
        toast({ title: t("success"), description: t("successDescription", { name: result.data.name }) });
        router.replace(returnTo ?? "/integrations");
        return;
      }
      if (result.error === "errors.unauthorized") {
        toast({ title: t("failedTitle"), description: message("meta.errors.loginRequired"), variant: "destructive" });
        router.replace("/auth");
        return;
      }
      const cancelled = result.error === "meta.errors.loginCancelled";
      toast({
        title: t(cancelled ? "cancelledTitle" : "failedTitle"),
        description: message(result.error, result.values),
        variant: cancelled ? "warning" : "destructive",
      });
      router.replace(integrationsReturning(returnTo));
    })();
  }, [code, state, error, errorDescription, returnTo, t, message, router]);

  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center" aria-busy>
      <Loader2 className="size-10 animate-spin text-primary" aria-hidden />
      <h1 className="text-xl font-semibold" role="status">
        {t("processing")}
      </h1>
    </div>
  );
}
