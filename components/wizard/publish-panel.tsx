"use client";

import { AlertCircle, CheckCircle2, Circle } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useMessage } from "@/components/ui/use-message";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { MetaConnectionStatus } from "@/lib/meta/connection";
import { MEDIA_LIMITS } from "@/lib/wizard/media-rules";
import { cn } from "@/lib/utils";
import { PublishErrorBox } from "@/components/publish/publish-error-box";
import { PublishFollowStopped } from "@/components/publish/publish-follow-stopped";
import { ActionButtons } from "./action-bar";
import { PublishProgress } from "../publish/publish-progress";
import type { CampaignSubmit } from "./use-campaign-submit";
import { focusIssue, type WizardIssue } from "./state/wizard-issues";
import type { Creative } from "./state/wizard-state";

type Props = {
  /** In page order: the list below follows the page. */
  issues: readonly WizardIssue[];
  creatives: Creative[];
  metaStatus: MetaConnectionStatus;
  /** The chosen ad account, page, Instagram account and pixel (empty when not chosen). */
  selected: (string | undefined)[];
  submit: CampaignSubmit;
};
const META_ASSETS = ["adAccount", "page", "instagram", "pixel"] as const;

// spec 001 §2 Step 3: Save / Publish with error-count badges, 'Ready to publish', assets, Meta assets.
export function PublishPanel({ issues, creatives, metaStatus, selected, submit }: Props) {
  const t = useTranslations("wizard");
  const message = useMessage();
  const main = creatives.find((creative) => creative.isMain);

  return (
    <div className="grid gap-4">
      {/* On phones these are in the bar at the bottom of the screen (PhoneActionBar). */}
      <ActionButtons issues={issues} submit={submit} className="hidden lg:grid xl:grid-cols-2" />

      {metaStatus === "connected" ? (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={submit.activate}
            onChange={(event) => submit.setActivate(event.target.checked)}
          />
          {t("actions.activate")}
        </label>
      ) : null}
      {submit.publishProgress ? <PublishProgress run={submit.publishProgress} /> : null}
      {submit.followStopped && !submit.publishProgress ? (
        <PublishFollowStopped stopped={submit.followStopped} onCheckAgain={() => void submit.checkAgain()} />
      ) : null}
      {submit.publishError ? (
        <PublishErrorBox error={submit.publishError} onAdjustBudget={() => document.getElementById("wizard-budget")?.scrollIntoView({ behavior: "smooth" })} />
      ) : null}

      {/* While a publish runs, the campaign is no longer "ready to publish": the progress above says where it is. */}
      {submit.publishProgress ? null : (
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">{t("ready.title")}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            {metaStatus === "connected" ? null : <Check done={false} label={t("ready.connectMeta")} />}
            {issues.length === 0 ? (
              <p className="flex items-center gap-2 text-emerald-700">
                <CheckCircle2 className="size-4" aria-hidden />
                {t(metaStatus === "connected" ? "ready.allSet" : "ready.configComplete")}
              </p>
            ) : (
              <>
                <p className="text-muted-foreground">{t("ready.toFix", { count: issues.length })}</p>
                <ul className="grid gap-1.5">
                  {issues.map((issue) => (
                    <li key={`${issue.path}-${issue.message}`} className="flex gap-2 text-destructive">
                      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                      {/* Takes the seller to the field where it is fixed. */}
                      <button
                        type="button"
                        className="min-w-0 text-left underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={() => focusIssue(issue.path)}
                      >
                        {message(issue.message, issue.values)}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="text-base">{t("assets.title")}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <Check done={creatives.length > 0} label={t("assets.media", { count: creatives.length, max: MEDIA_LIMITS.items })} />
          <Check done={Boolean(main)} label={main ? t("assets.main", { name: main.name }) : t("assets.noMain")} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="pb-2">
          <CardTitle className="flex items-center justify-between text-base">
            {t("metaAssets.title")}
            <span className="text-sm font-normal text-muted-foreground">
              {t("metaAssets.connected", { count: metaStatus === "connected" ? selected.filter(Boolean).length : 0 })}
            </span>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          {META_ASSETS.map((asset, index) => {
            const chosen = metaStatus === "connected" && Boolean(selected[index]);
            const state = chosen ? "metaAssets.selected" : metaStatus === "connected" ? "metaAssets.notSelected" : "metaAssets.notConnected";
            return <Check key={asset} done={chosen} label={`${t(`metaAssets.${asset}`)}: ${t(state)}`} />;
          })}
        </CardContent>
      </Card>
    </div>
  );
}

function Check({ done, label }: { done: boolean; label: string }) {
  return (
    <p className={cn("flex items-center gap-2", !done && "text-muted-foreground")}>
      {done ? <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden /> : <Circle className="size-4 shrink-0" aria-hidden />}
      {label}
    </p>
  );
}
