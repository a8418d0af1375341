"use client";

import { useTranslations } from "next-intl";
import { openAITestAction } from "@/lib/admin/api-test-actions";
import { ResultBox, ResultFacts } from "./result-box";
import { TestForm } from "./test-form";
import { useApiTest } from "./use-api-test";

// spec 000 §2 API test, OpenAI tab: a prompt, answered with the configured key and model.
export function OpenAITest() {
  const t = useTranslations("apiTest");
  const { busy, outcome, run } = useApiTest("openai", openAITestAction);
  return (
    <div className="grid gap-4">
      <TestForm
        multiline
        label={t("openai.label")}
        defaultValue={t("openai.defaultPrompt")}
        runLabel={t("openai.run")}
        busy={busy}
        maxLength={2000}
        onRun={(prompt) => run({ prompt })}
      />
      {outcome?.ok ? (
        <ResultBox ok>
          <ResultFacts
            items={[
              { label: t("fields.model"), value: outcome.data.model },
              { label: t("fields.answer"), value: outcome.data.answer || t("fields.none") },
            ]}
          />
        </ResultBox>
      ) : outcome ? (
        <ResultBox ok={false}>{outcome.text}</ResultBox>
      ) : null}
    </div>
  );
}
