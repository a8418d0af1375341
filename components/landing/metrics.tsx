import { getTranslations } from "next-intl/server";

const METRICS = ["roas", "revenue", "success", "entrepreneurs"] as const;

export async function Metrics() {
  const t = await getTranslations("landing.metrics");
  return (
    <section aria-labelledby="metrics-title" className="border-y bg-muted/30">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="metrics-title" className="sr-only">
          {t("title")}
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center md:grid-cols-4">
          {METRICS.map((key) => (
            <div key={key} className="flex flex-col-reverse gap-1">
              <dt className="text-sm text-muted-foreground">{t(`${key}.label`)}</dt>
              <dd className="text-3xl font-extrabold text-primary">{t(`${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
