"use client";

import { useTranslations } from "next-intl";
import { replicateTestAction } from "@/lib/admin/api-test-actions";
import { ResultBox, ResultFacts } from "./result-box";
import { TestForm } from "./test-form";
import { useApiTest } from "./use-api-test";

// spec 000 §2 API test, Replicate tab: one image from a prompt, kept in our storage.
export function ReplicateTest() {
  const t = useTranslations("apiTest");
  const { busy, outcome, run } = useApiTest("replicate", replicateTestAction);
  return (
    <div className="grid gap-4">
      <TestForm
        multiline
        label={t("replicate.label")}
        defaultValue={t("replicate.defaultPrompt")}
        runLabel={t("replicate.run")}
        busy={busy}
        maxLength={200}
        onRun={(prompt) => run({ prompt })}
      />
      {busy ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("replicate.wait")}
        </p>
      ) : null}
      {outcome?.ok ? (
        <ResultBox ok>
          <ResultFacts
            items={[
              { label: t("fields.prompt"), value: outcome.data.prompt },
              { label: t("fields.model"), value: outcome.data.model },
              { label: t("fields.status"), value: outcome.data.status },
            ]}
          />
          {/* eslint-disable-next-line @next/next/no-img-element -- an image from our storage route */}
          <img
            src={outcome.data.imageUrl}
            alt={t("replicate.imageAlt", { prompt: outcome.data.prompt })}
            className="aspect-square w-full max-w-sm rounded-md border object-cover"
          />
        </ResultBox>
      ) : outcome ? (
        <ResultBox ok={false}>{outcome.text}</ResultBox>
      ) : null}
    </div>
  );
}
