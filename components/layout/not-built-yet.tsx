import { Construction } from "lucide-react";
import { getTranslations } from "next-intl/server";

// A signed-in screen that a later issue builds. Says so plainly; shows no made-up data.
export async function NotBuiltYet({ titleKey }: { titleKey: string }) {
  const t = await getTranslations();
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold">{t(titleKey)}</h1>
      <div className="flex items-start gap-3 rounded-lg border border-dashed p-6 text-muted-foreground">
        <Construction className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>{t("shell.notBuiltYet")}</p>
      </div>
    </section>
  );
}
