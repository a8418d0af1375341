import { Download } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { FactCard } from "@/components/ui/facts";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** LGPD self-service (issue 14): a copy of the account's data, and deleting the account. */
export async function YourData() {
  const t = await getTranslations("yourData");
  return (
    <section id="your-data" aria-label={t("title")} className="scroll-mt-20">
      <FactCard title={t("title")}>
        <div className="grid gap-8">
          <div className="grid gap-2">
            <h3 className="font-semibold">{t("export.title")}</h3>
            <p className="text-sm text-muted-foreground">{t("export.description")}</p>
            <a
              href="/api/account/export"
              download
              className="inline-flex items-center gap-2 justify-self-start rounded-md border px-4 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Download className="size-4" aria-hidden />
              {t("export.download")}
            </a>
          </div>
          <div className="grid gap-2">
            <h3 className="font-semibold">{t("delete.heading")}</h3>
            <p className="text-sm text-muted-foreground">{t("delete.summary")}</p>
            <DeleteAccountDialog />
          </div>
        </div>
      </FactCard>
    </section>
  );
}
