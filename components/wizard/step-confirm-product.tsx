"use client";

import { ArrowLeft, ImageOff, Sparkles } from "@/components/ui/icons";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type Dispatch } from "react";
import { useAmountText } from "@/components/ui/budget-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { currencySymbol, decimalsOf, majorTextToMinor } from "@/lib/money/currency";
import { parseBudgetInput } from "@/lib/money/budget-input";
import { PRODUCT_LIMITS } from "@/lib/scrape/product-limits";
import { confirmationDefaults, photoChoices, priceCurrency, readConfirmation, type ConfirmationErrors } from "@/lib/wizard/confirm-product";
import type { WizardProduct } from "@/lib/wizard/draft-schema";
import { cn } from "@/lib/utils";
import type { WizardAction } from "./state/wizard-state";

/** The last part of a photo's address, to tell the choices apart where no preview shows. */
function fileName(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.split("/").pop() ?? "") || url;
  } catch {
    return url;
  }
}

/**
 * Issue 31 item 7: the page is not clearly a product page, or the product's name, price or photo was not
 * found on it. The seller confirms or fixes them before the copy is written, or goes back to paste another URL.
 */
export function StepConfirmProduct({ product, dispatch }: { product: WizardProduct; dispatch: Dispatch<WizardAction> }) {
  const t = useTranslations("wizard.confirm");
  const locale = useLocale();
  const amountText = useAmountText();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const currency = priceCurrency(product);
  const start = confirmationDefaults(product);
  const photos = photoChoices(product);
  const [title, setTitle] = useState(start.title);
  const [priceText, setPriceText] = useState(start.price === null ? "" : amountText(majorTextToMinor(start.price, currency), currency));
  const [imageUrl, setImageUrl] = useState<string | null>(start.imageUrl);
  const [errors, setErrors] = useState<ConfirmationErrors>({});

  useEffect(() => heading.current?.focus(), []);

  // A typed price is written back in the reader's format once it reads as an amount.
  function tidyPrice() {
    const parsed = parseBudgetInput(priceText, currency);
    if (parsed.ok) setPriceText(amountText(parsed.minor, currency));
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const read = readConfirmation(product, { title, priceText, imageUrl });
    if (!read.ok) {
      setErrors(read.errors);
      // The first field to fix gets the focus; its error is beside it.
      form.current?.querySelector<HTMLElement>(read.errors.title ? "[name=title]" : "[name=price]")?.focus();
      return;
    }
    dispatch({ type: "confirmed", product: read.product });
  }

  const explanation = product.page === "article" ? t("article") : product.page === "other" ? t("other") : t("partial");
  const notFound = (found: boolean) => (found ? undefined : t("notFound"));

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardContent className="grid gap-5 p-4 sm:p-6">
        <div className="grid gap-2">
          <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
            {t("title")}
          </h2>
          <p className="text-muted-foreground">{explanation}</p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{t("page", { url: product.url })}</p>
        </div>
        <form ref={form} noValidate onSubmit={submit} className="grid gap-5">
          <FormField label={t("name")} error={errors.title} hint={notFound(Boolean(start.title))}>
            <Input
              name="title"
              autoComplete="off"
              maxLength={PRODUCT_LIMITS.title}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setErrors(({ title: _, ...rest }) => rest);
              }}
            />
          </FormField>
          <FormField
            label={t("price", { currency: currencySymbol(currency, locale) })}
            error={errors.price}
            hint={[notFound(start.price !== null), t("priceHint")].filter(Boolean).join(" ")}
          >
            <Input
              name="price"
              inputMode={decimalsOf(currency) ? "decimal" : "numeric"}
              autoComplete="off"
              value={priceText}
              onChange={(event) => {
                setPriceText(event.target.value);
                setErrors(({ price: _, ...rest }) => rest);
              }}
              onBlur={tidyPrice}
            />
          </FormField>
          <fieldset className="grid min-w-0 gap-3">
            <legend className="mb-2 text-sm font-medium">{t("photo")}</legend>
            {photos.length === 0 ? <p className="text-sm text-muted-foreground">{t("noPhotosFound")}</p> : null}
            <div className="grid gap-2 sm:grid-cols-2">
              {photos.map((url, index) => (
                <PhotoChoice key={url} group={id} url={url} number={index + 1} checked={imageUrl === url} onChoose={() => setImageUrl(url)} />
              ))}
              <label
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                  imageUrl === null && "border-primary bg-primary/5",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-photo`}
                  className="size-4 shrink-0 accent-primary"
                  checked={imageUrl === null}
                  onChange={() => setImageUrl(null)}
                />
                <ImageOff className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                <span className="text-sm">{t("noPhoto")}</span>
              </label>
            </div>
            <p className="text-xs text-muted-foreground">{t("photoHint")}</p>
          </fieldset>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button type="button" variant="outline" className="min-h-11" onClick={() => dispatch({ type: "otherUrl" })}>
              <ArrowLeft aria-hidden />
              {t("otherUrl")}
            </Button>
            <Button type="submit" size="lg" className="h-auto min-h-11 whitespace-normal py-2">
              <Sparkles aria-hidden />
              {t("continue")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

type PhotoChoiceProps = { group: string; url: string; number: number; checked: boolean; onChoose: () => void };

function PhotoChoice({ group, url, number, checked, onChoose }: PhotoChoiceProps) {
  const t = useTranslations("wizard.confirm");
  const [previewFailed, setPreviewFailed] = useState(false);
  return (
    <label
      className={cn(
        "flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
        checked && "border-primary bg-primary/5",
      )}
    >
      <input type="radio" name={`${group}-photo`} className="size-4 shrink-0 accent-primary" checked={checked} onChange={onChoose} />
      {/* The page's CSP loads images from https only: a photo on a plain-http store gets no preview. */}
      {previewFailed || !url.startsWith("https://") ? null : (
        // eslint-disable-next-line @next/next/no-img-element -- the store's own address, shown before it is chosen
        <img src={url} alt="" referrerPolicy="no-referrer" className="size-14 shrink-0 rounded object-cover" onError={() => setPreviewFailed(true)} />
      )}
      <span className="grid min-w-0 text-sm">
        <span>{t("photoOption", { number })}</span>
        <span className="truncate text-xs text-muted-foreground">{fileName(url)}</span>
      </span>
    </label>
  );
}
