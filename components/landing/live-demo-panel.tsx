"use client";

import { useEffect, useRef, useState } from "react";
import { Loader2, Wand2 } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { DemoTexts } from "./live-demo-texts";

// spec 000 §2 and §9: the demo makes no call; it simulates a 2.5 s generation, then shows a sample ad.
export const DEMO_DELAY_MS = 2500;
type DemoState = "idle" | "generating" | "done";

/** The demo itself, loaded when the visitor opens it (live-demo.tsx). */
export function LiveDemoPanel({ texts }: { texts: DemoTexts }) {
  const [state, setState] = useState<DemoState>("idle");
  const [url, setUrl] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function generate() {
    setState("generating");
    timer.current = setTimeout(() => setState("done"), DEMO_DELAY_MS);
  }

  return (
    <section id="live-demo" aria-labelledby="live-demo-title" className="mx-auto mt-10 max-w-2xl text-left">
      <Card>
        <CardContent className="grid gap-4 pt-6">
          <h2 id="live-demo-title" className="text-lg font-semibold">
            {texts.title}
          </h2>
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              generate();
            }}
          >
            <Label htmlFor="demo-url">{texts.urlLabel}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id="demo-url" value={url} onChange={(event) => setUrl(event.target.value)} placeholder={texts.urlPlaceholder} />
              <Button type="submit" disabled={state === "generating"}>
                {state === "generating" ? <Loader2 className="animate-spin" aria-hidden /> : <Wand2 aria-hidden />}
                {state === "generating" ? texts.generating : texts.generate}
              </Button>
            </div>
          </form>
          <div aria-live="polite">
            {state === "generating" ? (
              <p className="text-sm text-muted-foreground" role="status">
                {texts.progress}
              </p>
            ) : null}
            {state === "done" ? <SampleAd texts={texts.sample} /> : null}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

function SampleAd({ texts }: { texts: DemoTexts["sample"] }) {
  return (
    <article aria-label={texts.label} className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{texts.sponsored}</p>
      <h3 className="text-lg font-bold">{texts.headline}</h3>
      <p className="text-sm">{texts.body}</p>
      <div>
        <span className="inline-flex rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground">{texts.cta}</span>
      </div>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{texts.audienceLabel}</dt>
          <dd className="font-medium">{texts.audience}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{texts.objectiveLabel}</dt>
          <dd className="font-medium">{texts.objective}</dd>
        </div>
      </dl>
    </article>
  );
}
