"use client";

import { Loader2, Play } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

// The input of one /api-test tab. spec 000 §5: the button is disabled while the input is empty.
export function TestForm({
  label,
  defaultValue,
  runLabel,
  busy,
  onRun,
  multiline = false,
  type = "text",
  maxLength,
}: {
  label: string;
  defaultValue: string;
  runLabel: string;
  busy: boolean;
  onRun: (value: string) => void;
  multiline?: boolean;
  type?: "text" | "url";
  maxLength?: number;
}) {
  const t = useTranslations("apiTest");
  const id = useId();
  const [value, setValue] = useState(defaultValue);
  const blank = !value.trim();
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank && !busy) onRun(value.trim());
      }}
    >
      <div className="grid gap-2">
        <Label htmlFor={id}>{label}</Label>
        {multiline ? (
          <Textarea id={id} value={value} maxLength={maxLength} onChange={(event) => setValue(event.target.value)} />
        ) : (
          <Input id={id} type={type} value={value} maxLength={maxLength} onChange={(event) => setValue(event.target.value)} />
        )}
      </div>
      <Button type="submit" className="justify-self-start" disabled={blank || busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : <Play aria-hidden />}
        {busy ? t("running") : runLabel}
      </Button>
    </form>
  );
}
