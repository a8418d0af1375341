import { getTranslations } from "next-intl/server";
import { Card, CardContent } from "@/components/ui/card";

const TESTIMONIALS = ["t1", "t2", "t3"] as const;

export async function Testimonials() {
  const t = await getTranslations("landing.testimonials");
  return (
    <section aria-labelledby="testimonials-title" className="bg-muted/30 py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials-title" className="text-center text-3xl font-bold">
          {t("title")}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((key) => (
            <li key={key}>
              <Card className="h-full">
                <CardContent className="pt-6">
                  <figure className="grid gap-4">
                    <blockquote className="text-sm">“{t(`${key}.quote`)}”</blockquote>
                    <figcaption className="text-sm">
                      <span className="block font-semibold">{t(`${key}.name`)}</span>
                      <span className="text-muted-foreground">{t(`${key}.role`)}</span>
                    </figcaption>
                  </figure>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
