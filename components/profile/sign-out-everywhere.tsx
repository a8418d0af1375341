"use client";

import { Loader2, LogOut } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { signOutEverywhereAction } from "@/lib/account/password-actions";

export function SignOutEverywhere() {
  const t = useTranslations("security");
  const router = useRouter();
  const signingOut = useAction(signOutEverywhereAction, {
    failureTitle: t("everywhereErrorTitle"),
    onSuccess: ({ redirectTo }) => {
      router.replace(redirectTo);
      router.refresh();
    },
  });
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{t("everywhereTitle")}</h3>
      <p className="text-sm text-muted-foreground">{t("everywhereDescription")}</p>
      <Button type="button" variant="outline" className="justify-self-start" disabled={signingOut.pending} onClick={() => void signingOut.run({})}>
        {signingOut.pending ? <Loader2 className="animate-spin" aria-hidden /> : <LogOut aria-hidden />}
        {t("everywhere")}
      </Button>
    </div>
  );
}
