"use client";

import { useTranslations } from "next-intl";
import { metaTestAction } from "@/lib/admin/api-test-actions";
import { ResultBox, ResultFacts } from "./result-box";
import { TestForm } from "./test-form";
import { useApiTest } from "./use-api-test";

// spec 000 §2 API test, Meta API tab: a test message, sent with the Meta app's credentials; then who can
// publish with the app (its ads_management access, a development-mode refusal).
export function MetaTest() {
  const t = useTranslations("apiTest");
  const { busy, outcome, run } = useApiTest("meta", metaTestAction);
  return (
    <div className="grid gap-4">
      <TestForm
        label={t("meta.label")}
        defaultValue={t("meta.defaultMessage")}
        runLabel={t("meta.run")}
        busy={busy}
        maxLength={200}
        onRun={(message) => run({ message })}
      />
      {outcome?.ok ? (
        <ResultBox ok>
          <ResultFacts
            items={[
              { label: t("fields.message"), value: outcome.data.message },
              { label: t("fields.app"), value: outcome.data.application ? `${outcome.data.application} (${outcome.data.appId})` : outcome.data.appId },
              { label: t("fields.adsManagementAccess"), value: t(`meta.access.${outcome.data.adsManagement ?? "unknown"}`) },
              { label: t("fields.appMode"), value: t(`meta.mode.${outcome.data.mode}`) },
            ]}
          />
        </ResultBox>
      ) : outcome ? (
        <ResultBox ok={false}>{outcome.text}</ResultBox>
      ) : null}
    </div>
  );
}
