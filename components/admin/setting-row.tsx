"use client";

import { Eye, EyeOff, FlaskConical, Loader2, Save } from "@/components/ui/icons";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { failureToast } from "@/components/ui/failure-toast";
import { toast } from "@/components/ui/toast-store";
import { useAction } from "@/components/ui/use-action";
import { useMessage } from "@/components/ui/use-message";
import { testSettingAction, updateSettingAction } from "@/lib/admin/settings-actions";
import type { SettingView } from "@/lib/admin/settings";
import { cn } from "@/lib/utils";
import { RevealSettingDialog } from "./reveal-setting-dialog";
import { failureText } from "./setting-result-text";

type Busy = "save" | "test" | null;
type Outcome = { ok: boolean; text: string };

// One admin setting (spec 000 §2 Configurações): value and description with Save, a show/hide toggle for
// a secret (its value is fetched from the server only when shown, after the admin's password), and the
// per-key Test.
export function SettingRow({ setting }: { setting: SettingView }) {
  const t = useTranslations();
  const format = useFormatter();
  const message = useMessage();
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState(setting.value);
  // Whether the input holds the value to save or test. A secret's real value is not in the page until
  // shown or typed over; an empty field never edited means "the value in use" (saved or environment).
  const [valueKnown, setValueKnown] = useState(!setting.secret && setting.value !== "");
  const [visible, setVisible] = useState(!setting.secret);
  const [description, setDescription] = useState(setting.description ?? "");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState(false);
  const saving = useAction(updateSettingAction, {
    // The field's own problem (e.g. too long) says more than "some fields need attention".
    failureTitle: false,
    onFailure: (failure) =>
      toast(failureToast({ ...failure, error: failure.fieldErrors?.value ?? failure.error }, message, t("adminSettings.toasts.saveErrorTitle"))),
    successToast: { title: t("adminSettings.toasts.savedTitle"), description: t("adminSettings.toasts.savedDescription", { key: setting.key }) },
    onSuccess: () => router.refresh(),
  });
  const testing = useAction(testSettingAction, { failureTitle: false });
  const busy: Busy = saving.pending ? "save" : testing.pending ? "test" : null;
  const valueError = saving.fieldErrors.value;

  // Left out, the server keeps (or tests) the saved value.
  const sentValue = valueKnown ? value : undefined;

  function toggleVisible() {
    if (visible) return setVisible(false);
    if (valueKnown) return setVisible(true);
    setAsking(true);
  }

  function revealed(saved: string) {
    setValue(saved);
    setValueKnown(true);
    setVisible(true);
  }

  function save() {
    void saving.run({ key: setting.key, value: sentValue, description });
  }

  async function test() {
    setOutcome(null);
    const result = await testing.run({ key: setting.key, value: sentValue });
    if (result.ok) {
      const base = result.data.detail ? t("adminSettings.test.successWithDetail", { detail: result.data.detail }) : t("adminSettings.test.success");
      // What works but still stops people from publishing (e.g. the Meta app's Standard access).
      const text = [base, ...(result.data.notes ?? []).map((note) => t(note))].join(" ");
      setOutcome({ ok: true, text });
      toast({ title: t("adminSettings.toasts.testSuccessTitle"), description: text });
      return;
    }
    const text = failureText(t, result.fieldErrors?.value ?? result.error, result.values);
    setOutcome({ ok: false, text });
    toast({ title: t("adminSettings.toasts.testErrorTitle"), description: text, variant: "destructive" });
  }

  const headingId = `${id}-key`;
  const valueId = `${id}-value`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const placeholder = setting.secret
    ? setting.isSet
      ? t("adminSettings.maskedPlaceholder")
      : setting.source === "env"
        ? t("adminSettings.envMaskedPlaceholder")
        : t("adminSettings.notSetPlaceholder")
    : setting.fallbackValue
      ? t("adminSettings.fallbackPlaceholder", { value: setting.fallbackValue })
      : t("adminSettings.notSetPlaceholder");

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="gap-2 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="break-all font-mono text-base font-semibold">
            {setting.key}
          </h3>
          {setting.secret ? <Badge variant="secondary">{t("adminSettings.secretBadge")}</Badge> : null}
          <Badge variant="outline">{t(`adminSettings.source.${setting.source}`)}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {setting.updatedAt
            ? t("adminSettings.updatedAt", { date: format.dateTime(new Date(setting.updatedAt), { dateStyle: "medium", timeStyle: "short" }) })
            : t("adminSettings.neverSaved")}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={valueId}>{t("adminSettings.value")}</Label>
          <div className="flex gap-2">
            <Input
              id={valueId}
              type={visible ? "text" : "password"}
              autoComplete={setting.secret ? "new-password" : "off"}
              spellCheck={false}
              className="font-mono"
              value={value}
              placeholder={placeholder}
              aria-invalid={valueError ? true : undefined}
              aria-describedby={valueError ? errorId : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setValueKnown(true);
              }}
            />
            {setting.secret ? (
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-controls={valueId}
                aria-label={visible ? t("adminSettings.hide") : t("adminSettings.show")}
                onClick={toggleVisible}
              >
                {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
              </Button>
            ) : null}
            {setting.secret ? <RevealSettingDialog settingKey={setting.key} open={asking} onOpenChange={setAsking} onRevealed={revealed} /> : null}
          </div>
          {valueError ? (
            <p id={errorId} className="text-sm text-destructive">
              {t(valueError)}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={descriptionId}>{t("adminSettings.description")}</Label>
          <Input
            id={descriptionId}
            value={description}
            maxLength={300}
            placeholder={setting.descriptionKey ? t(setting.descriptionKey) : undefined}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" disabled={busy !== null} onClick={save}>
            {busy === "save" ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {busy === "save" ? t("adminSettings.saving") : t("adminSettings.save")}
          </Button>
          {/* spec 000 §5: keys that name no provider answer 'test unavailable'. */}
          <Button type="button" variant="outline" disabled={busy !== null} onClick={test}>
            {busy === "test" ? <Loader2 className="animate-spin" aria-hidden /> : <FlaskConical aria-hidden />}
            {busy === "test" ? t("adminSettings.testing") : t("adminSettings.test.run")}
          </Button>
        </div>
        <p role="status" aria-live="polite" className={cn("text-sm empty:hidden", outcome?.ok ? "text-emerald-700 dark:text-emerald-400" : "text-destructive")}>
          {outcome?.text}
        </p>
      </CardContent>
    </Card>
  );
}
