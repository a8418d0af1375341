"use client";

import { CheckCircle2, Loader2, Sparkles, XCircle } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useId, useState, type Dispatch, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { failureToast } from "@/components/ui/failure-toast";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { useMessage } from "@/components/ui/use-message";
import type { PlanRefusal } from "@/lib/plans/plan-rule";
import { analyzeProductAction } from "@/lib/wizard/actions";
import { needsConfirmation } from "@/lib/wizard/needs-confirmation";
import { checkProductUrl, URL_EXAMPLES } from "./product-url";
import { useRotatingPlaceholder } from "./use-rotating-placeholder";
import type { WizardAction } from "./state/wizard-state";

type Props = {
  url: string;
  /** Why the plan allows no new campaign (the server's reading of the plan rule), or null when it does. */
  planRefusal: PlanRefusal | null;
  planBanner: ReactNode;
  dispatch: Dispatch<WizardAction>;
};

// spec 001 §2 Step 1 and §8 analysis toasts: the product URL is read and analysed on the server.
export function StepUrl({ url, planRefusal, planBanner, dispatch }: Props) {
  const t = useTranslations("wizard");
  const message = useMessage();
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Analysis errors are title/description pairs (001 §8); other refusals are one message.
  const analysis = useAction(analyzeProductAction, {
    onSuccess: (product) => {
      // Not clearly a product page, or a fact missing: the seller confirms the product before the copy is written.
      if (needsConfirmation(product)) {
        toast({ title: t("toasts.limited.title"), description: t("toasts.limited.description"), variant: "warning" });
        dispatch({ type: "confirmationNeeded", product });
        return;
      }
      toast({ title: t("toasts.analyzed.title"), description: t("toasts.analyzed.description") });
      dispatch({ type: "analyzed", product });
    },
  });
  const loading = analysis.pending;
  const placeholder = useRotatingPlaceholder(URL_EXAMPLES, focused || loading);

  function analyze(event: React.FormEvent) {
    event.preventDefault();
    if (loading) return;
    const checked = checkProductUrl(url);
    if (!checked.ok) {
      setError(`analysis.errors.${checked.error}.description`);
      toast(failureToast({ error: `wizard.analysis.errors.${checked.error}.title` }, message));
      return;
    }
    if (planRefusal) {
      toast(failureToast(planRefusal, message));
      return;
    }
    setError(null);
    toast({ title: t("toasts.analyzing.title"), description: t("toasts.analyzing.description") });
    void analysis.run({ url: checked.url });
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card>
        <CardContent className="grid gap-5 p-6">
          <div>
            <h2 className="text-xl font-semibold">{t("url.title")}</h2>
            <p className="text-muted-foreground">{t("url.description")}</p>
          </div>
          <form noValidate onSubmit={analyze} className="grid gap-3">
            <Label htmlFor={id}>{t("url.label")}</Label>
            <Input
              id={id}
              type="url"
              inputMode="url"
              autoComplete="url"
              value={url}
              placeholder={placeholder}
              disabled={loading}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onFocus={() => setFocused(true)}
              onBlur={() => setFocused(false)}
              onChange={(event) => {
                setError(null);
                dispatch({ type: "urlChanged", url: event.target.value });
              }}
            />
            {error ? (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {t(error)}
              </p>
            ) : null}
            <Button type="submit" size="lg" disabled={!url.trim() || loading} className="h-auto min-h-11 max-w-full justify-self-start whitespace-normal py-2">
              {loading ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
              {loading ? t("url.analyzing") : t("url.analyze")}
            </Button>
          </form>
          {planBanner}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="grid gap-4 p-6 text-sm">
          <div>
            <h2 className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="size-4 text-emerald-600" aria-hidden />
              {t("url.supportedTitle")}
            </h2>
            <p className="text-muted-foreground">{t("url.supported")}</p>
          </div>
          <div>
            <h2 className="flex items-center gap-2 font-semibold">
              <XCircle className="size-4 text-destructive" aria-hidden />
              {t("url.unsupportedTitle")}
            </h2>
            <p className="text-muted-foreground">{t("url.unsupported")}</p>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
