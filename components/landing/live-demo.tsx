"use client";

import { Loader2, Play, Wand2 } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

// spec 000 §2 and §9: the demo makes no call; it simulates a 2.5 s generation, then shows a sample ad.
export const DEMO_DELAY_MS = 2500;
type DemoState = "idle" | "generating" | "done";

export function LiveDemo({ startFree }: { startFree: ReactNode }) {
  const t = useTranslations("landing.demo");
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<DemoState>("idle");
  const [url, setUrl] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function generate() {
    setState("generating");
    timer.current = setTimeout(() => setState("done"), DEMO_DELAY_MS);
  }

  return (
    <>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {startFree}
        <Button variant="outline" size="lg" aria-expanded={open} aria-controls="live-demo" onClick={() => setOpen((value) => !value)}>
          <Play aria-hidden />
          {open ? t("hide") : t("view")}
        </Button>
      </div>
      {open ? (
        <section id="live-demo" aria-labelledby="live-demo-title" className="mx-auto mt-10 max-w-2xl text-left">
          <Card>
            <CardContent className="grid gap-4 pt-6">
              <h2 id="live-demo-title" className="text-lg font-semibold">
                {t("title")}
              </h2>
              <form
                className="grid gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  generate();
                }}
              >
                <Label htmlFor="demo-url">{t("urlLabel")}</Label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input id="demo-url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder={t("urlPlaceholder")} />
                  <Button type="submit" disabled={state === "generating"}>
                    {state === "generating" ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
                    {state === "generating" ? t("generating") : t("generate")}
                  </Button>
                </div>
              </form>
              <div aria-live="polite">
                {state === "generating" ? (
                  <p className="text-sm text-muted-foreground" role="status">
                    {t("progress")}
                  </p>
                ) : null}
                {state === "done" ? <SampleAd /> : null}
              </div>
            </CardContent>
          </Card>
        </section>
      ) : null}
    </>
  );
}

function SampleAd() {
  const t = useTranslations("landing.demo.sample");
  return (
    <article aria-label={t("label")} className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t("sponsored")}</p>
      <h3 className="text-lg font-bold">{t("headline")}</h3>
      <p className="text-sm">{t("body")}</p>
      <div>
        <span className="inline-flex rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground">{t("cta")}</span>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t("audienceLabel")}</dt>
          <dd className="font-medium">{t("audience")}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("objectiveLabel")}</dt>
          <dd className="font-medium">{t("objective")}</dd>
        </div>
      </dl>
    </article>
  );
}
