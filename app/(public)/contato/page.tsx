import { Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/contact/contact-form";
import { ClientMessages } from "@/components/i18n/client-messages";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contact");
  return { title: t("title") };
}

export default async function ContactPage() {
  const t = await getTranslations("contact");
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("title")}</h1>
      <p className="mt-2 text-muted-foreground">{t("subtitle")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <CardTitle>{t("formTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ClientMessages namespaces={["contact", "errors"]}>
              <ContactForm />
            </ClientMessages>
          </CardContent>
        </Card>
        <aside className="grid content-start gap-4" aria-label={t("infoTitle")}>
          <Card>
            <CardContent className="grid gap-4 pt-6 text-sm">
              <p className="flex gap-3">
                <Mail className="size-5 text-primary" aria-hidden />
                <span>
                  <strong className="block">{t("emailLabel")}</strong>
                  <a className="underline" href={`mailto:${t("emailGeneral")}`}>
                    {t("emailGeneral")}
                  </a>
                  <br />
                  <a className="underline" href={`mailto:${t("emailSupport")}`}>
                    {t("emailSupport")}
                  </a>
                </span>
              </p>
              <p className="flex gap-3">
                <Phone className="size-5 text-primary" aria-hidden />
                <span>
                  <strong className="block">{t("phoneLabel")}</strong>
                  {t("phone")}
                </span>
              </p>
              <p className="flex gap-3">
                <MapPin className="size-5 text-primary" aria-hidden />
                <span>
                  <strong className="block">{t("addressLabel")}</strong>
                  {t("city")}
                </span>
              </p>
              <div className="flex gap-3">
                <Clock className="size-5 text-primary" aria-hidden />
                <div>
                  <strong className="block">{t("hoursLabel")}</strong>
                  <ul>
                    <li>{t("hoursWeekdays")}</li>
                    <li>{t("hoursSaturday")}</li>
                    <li>{t("hoursSunday")}</li>
                  </ul>
                </div>
              </div>
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
