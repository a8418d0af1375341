import { Play, Sparkles } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button, buttonVariants } from "@/components/ui/button";
import { LiveDemo } from "./live-demo";
import { DEMO_KEYS, DEMO_SAMPLE_KEYS, type DemoTexts } from "./live-demo-texts";

export async function Hero() {
  const [t, demo] = await Promise.all([getTranslations("landing.hero"), getTranslations("landing.demo")]);
  const texts = {
    ...Object.fromEntries(DEMO_KEYS.map((key) => [key, demo(key)])),
    sample: Object.fromEntries(DEMO_SAMPLE_KEYS.map((key) => [key, demo(`sample.${key}`)])),
  } as DemoTexts;
  return (
    <section className="bg-gradient-to-b from-accent/60 to-background">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center sm:py-24">
        <p className="mx-auto inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm text-muted-foreground">
          <Sparkles className="size-4 text-primary" aria-hidden />
          {t("eyebrow")}
        </p>
        <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t("title")}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{t("subtitle")}</p>
        <LiveDemo
          texts={texts}
          toggleClassName={buttonVariants({ variant: "outline", size: "lg" })}
          playIcon={<Play aria-hidden />}
          startFree={
            <Button asChild size="lg">
              <Link href="/auth?tab=sign-up">{t("startFree")}</Link>
            </Button>
          }
        />
        <ul className="mx-auto mt-8 flex max-w-2xl flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-muted-foreground">
          <li>✓ {t("trial")}</li>
          <li>✓ {t("guarantee")}</li>
          <li>✓ {t("setup")}</li>
        </ul>
      </div>
    </section>
  );
}
