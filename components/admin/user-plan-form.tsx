"use client";

import { Loader2, Save } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useAction } from "@/components/ui/use-action";
import { updateUserPlanAction } from "@/lib/admin/actions";
import { updateUserPlanSchema } from "@/lib/admin/users-schemas";
import type { PlanType } from "@/lib/db/generated/enums";
import { PLAN_CAMPAIGN_LIMITS, PLAN_TYPES, isUnlimited } from "@/lib/plans/constants";

type Props = { userId: string; email: string; planType: PlanType; campaignLimit: number };

// One user's plan and campaign limit, saved together. Choosing a plan proposes its default limit,
// which the admin may still change before saving.
export function UserPlanForm({ userId, email, planType, campaignLimit }: Props) {
  const t = useTranslations();
  const id = useId();
  const [plan, setPlan] = useState<PlanType>(planType);
  const [limit, setLimit] = useState(String(campaignLimit));
  // The limit's problem: found in the browser, or the server's.
  const [error, setError] = useState<string | null>(null);
  const saving = useAction(updateUserPlanAction, {
    failureTitle: t("admin.users.toasts.planErrorTitle"),
    successToast: { title: t("admin.users.toasts.planUpdatedTitle"), description: t("admin.users.toasts.planUpdatedDescription", { email }) },
    onFailure: (failure) => setError(failure.fieldErrors?.campaignLimit ?? null),
  });
  const pending = saving.pending;
  const unchanged = plan === planType && limit === String(campaignLimit);

  function choosePlan(value: string) {
    const next = PLAN_TYPES.find((name) => name === value) ?? planType;
    setPlan(next);
    setLimit(String(PLAN_CAMPAIGN_LIMITS[next]));
    setError(null);
  }

  function save() {
    const parsed = updateUserPlanSchema.safeParse({ userId, planType: plan, campaignLimit: limit.trim() === "" ? Number.NaN : Number(limit) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "admin.users.errors.limitInvalid");
      return;
    }
    setError(null);
    void saving.run(parsed.data);
  }

  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label={t("admin.users.planFor", { email })}
          className="w-auto"
          value={plan}
          onChange={(event) => choosePlan(event.target.value)}
          disabled={pending}
        >
          {PLAN_TYPES.map((name) => (
            <option key={name} value={name}>
              {t(`plans.names.${name}`)}
            </option>
          ))}
        </Select>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="w-28"
          aria-label={t("admin.users.limitFor", { email })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={limit}
          onChange={(event) => setLimit(event.target.value)}
          disabled={pending}
        />
        <Button type="button" size="sm" onClick={save} disabled={unchanged || pending} aria-label={t("admin.users.saveFor", { email })}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {pending ? t("admin.users.saving") : t("admin.users.save")}
        </Button>
      </div>
      {isUnlimited(Number(limit)) ? <p className="text-xs text-muted-foreground">{t("admin.users.unlimitedHint")}</p> : null}
      {error ? (
        <p id={errorId} className="text-xs text-destructive">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
