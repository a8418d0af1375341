import { Loader2 } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";

// What a signed-in route shows while its page is read on the server. Each route that reads slowly names it
// in its own loading.tsx; the dashboard has none: its reads are bounded (decision 013), and a fallback
// would hold its first paint behind React's reveal of the streamed page.
export default async function RouteLoading() {
  const t = await getTranslations("common");
  return (
    // As tall as the screen: the footer starts below it, so the page arriving does not shift it (CLS).
    <div role="status" className="flex min-h-dvh items-start justify-center gap-2 py-24 text-muted-foreground">
      <Loader2 className="size-5 animate-spin" aria-hidden />
      {t("loading")}
    </div>
  );
}
