"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { extractionTestAction } from "@/lib/admin/api-test-actions";
import { ResultBox, ResultFacts } from "./result-box";
import { TestForm } from "./test-form";
import { useApiTest } from "./use-api-test";

// spec 000 §2 API test, Extração OpenAI tab: the wizard's real analysis of a product page.
export function ExtractionTest() {
  const t = useTranslations("apiTest");
  const format = useFormatter();
  const { busy, outcome, run } = useApiTest("extraction", extractionTestAction);
  const none = t("fields.none");
  return (
    <div className="grid gap-4">
      <TestForm
        type="url"
        label={t("extraction.label")}
        defaultValue={t("extraction.defaultUrl")}
        runLabel={t("extraction.run")}
        busy={busy}
        maxLength={2048}
        onRun={(url) => run({ url })}
      />
      {outcome?.ok ? (
        <ResultBox ok>
          {outcome.data.fallback ? (
            <Badge variant="secondary" className="justify-self-start">
              {t("extraction.limitedData")}
            </Badge>
          ) : null}
          <ResultFacts
            items={[
              { label: t("fields.title"), value: outcome.data.title ?? none },
              { label: t("fields.description"), value: outcome.data.description ?? none },
              {
                label: t("fields.price"),
                value:
                  outcome.data.price === null
                    ? none
                    : outcome.data.currency
                      ? format.number(outcome.data.price, { style: "currency", currency: outcome.data.currency })
                      : format.number(outcome.data.price),
              },
              {
                label: t("fields.imageUrl"),
                value: outcome.data.imageUrl ? (
                  <a
                    href={outcome.data.imageUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all text-primary underline-offset-4 hover:underline"
                  >
                    {outcome.data.imageUrl}
                  </a>
                ) : (
                  none
                ),
              },
            ]}
          />
        </ResultBox>
      ) : outcome ? (
        <ResultBox ok={false}>{outcome.text}</ResultBox>
      ) : null}
    </div>
  );
}
