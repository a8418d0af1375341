import { Loader2 } from "lucide-react";
import { getTranslations } from "next-intl/server";

export default async function Loading() {
  const t = await getTranslations("common");
  return (
    // As tall as the screen: the footer starts below it, so the page arriving does not shift it (CLS).
    <div role="status" className="flex min-h-dvh items-start justify-center gap-2 py-24 text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      {t("loading")}
    </div>
  );
}
