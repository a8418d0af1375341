import { ArrowLeft } from "@/components/ui/icons";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";

// Renders one legal text from messages (legal.<document>): title, intro and numbered sections.
export async function LegalDocument({ document, updatedAt }: { document: "privacy" | "terms" | "deletion"; updatedAt: Date }) {
  const t = await getTranslations("legal");
  const format = await getFormatter();
  // Only the keys are read raw: messages are compiled at build time, so each text goes through t().
  const sections = Object.entries(t.raw(`${document}.sections`) as Record<string, { body: object }>).map(([key, section]) => ({
    title: t(`${document}.sections.${key}.title`),
    body: Object.keys(section.body).map((paragraph) => t(`${document}.sections.${key}.body.${paragraph}`)),
  }));
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link href="/" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        {t("back")}
      </Link>
      <h1 className="mt-6 text-3xl font-bold">{t(`${document}.title`)}</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        {t("lastUpdated", { date: format.dateTime(updatedAt, { year: "numeric", month: "long", timeZone: "UTC" }) })}
      </p>
      <p className="mt-6">{t(`${document}.intro`)}</p>
      <ol className="mt-8 grid gap-8">
        {sections.map((section, index) => (
          <li key={section.title}>
            <section aria-labelledby={`${document}-s${index + 1}`}>
              <h2 id={`${document}-s${index + 1}`} className="text-xl font-semibold">
                {section.title}
              </h2>
              <div className="mt-3 grid gap-3 text-muted-foreground">
                {section.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
