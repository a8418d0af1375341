"use client";

import { HandCoins, Loader2, Trash2 } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useAction } from "@/components/ui/use-action";
import { markSaleAction, removeSaleAction } from "@/lib/campaigns/sale-actions";
import type { MarkedSale } from "@/lib/campaigns/sales";
import { money, NUMERIC_DATE } from "@/lib/format/metrics";
import { currencySymbol } from "@/lib/money/currency";

// Issue 34, "Vendi!": the seller marks a WhatsApp conversation that became a sale, with its value; the
// page's revenue and ROAS count it once the server has it (router.refresh).
// `total` counts every sale marked in `currency`, beyond the newest ones listed.
export function MarkedSales({
  campaignId,
  currency,
  sales,
  total,
}: {
  campaignId: string;
  currency: string;
  sales: MarkedSale[];
  total: { count: number; amount: number };
}) {
  const t = useTranslations("sales");
  const format = useFormatter();
  const locale = useLocale();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const mark = useAction(markSaleAction, {
    failureTitle: false,
    successToast: (data) => ({ title: t("marked", { amount: money(format, data.sale.amount, data.sale.currency, { cents: true }) }) }),
  });
  const remove = useAction(removeSaleAction, { successToast: { title: t("removed") } });
  const amountError = mark.fieldErrors.amount ?? (mark.error && !mark.fieldErrors.note ? mark.error : undefined);

  function close(next: boolean) {
    if (mark.pending) return;
    if (!next) {
      setAmount("");
      setNote("");
    }
    setOpen(next);
  }

  async function submit() {
    const result = await mark.run({ campaignId, amount, ...(note.trim() ? { note } : {}) });
    if (!result.ok) return;
    close(false);
    router.refresh();
  }

  return (
    <section aria-labelledby="marked-sales" className="mt-4 grid gap-3 border-t pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="marked-sales" className="text-sm font-semibold">
          {t("listTitle")}
        </h3>
        <Button type="button" className="min-h-11" onClick={() => setOpen(true)}>
          <HandCoins aria-hidden />
          {t("markButton")}
        </Button>
      </div>
      {sales.length ? (
        <>
          <p className="text-sm text-muted-foreground">{t("total", { count: total.count, amount: money(format, total.amount, currency, { cents: true }) })}</p>
          <ul className="grid gap-2">
            {sales.map((sale) => {
              const shown = money(format, sale.amount, sale.currency, { cents: true });
              return (
                <li key={sale.id} className="flex min-w-0 items-center justify-between gap-2 rounded-md bg-muted/50 px-3 py-1">
                  <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
                    <span className="font-semibold">{shown}</span> · {format.dateTime(new Date(sale.createdAt), NUMERIC_DATE)}
                    {sale.note ? <span className="block text-muted-foreground">{sale.note}</span> : null}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-11 shrink-0"
                    aria-label={t("remove", { amount: shown })}
                    disabled={remove.pending}
                    onClick={() => void remove.run({ saleId: sale.id }).then((result) => result.ok && router.refresh())}
                  >
                    <Trash2 className="text-destructive" aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      )}
      <Dialog open={open} onOpenChange={close}>
        <DialogContent closeLabel={t("cancel")}>
          <DialogTitle>{t("dialogTitle")}</DialogTitle>
          <DialogDescription>{t("dialogDescription")}</DialogDescription>
          <form
            noValidate
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <FormField label={t("amount", { currency: currencySymbol(currency, locale) })} error={amountError} alert>
              <Input inputMode="decimal" autoComplete="off" maxLength={30} value={amount} onChange={(event) => setAmount(event.target.value)} />
            </FormField>
            <FormField label={t("note")} error={mark.fieldErrors.note}>
              <Input maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
            </FormField>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" className="min-h-11" disabled={mark.pending} onClick={() => close(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" className="min-h-11" disabled={mark.pending}>
                {mark.pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {mark.pending ? t("saving") : t("save")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
