import type { useTranslations } from "next-intl";
import type { MessageKey, MessageValues } from "@/lib/actions/result";
import { descriptionKeyOf } from "@/lib/actions/titled";

type Translate = ReturnType<typeof useTranslations>;

/**
 * The text of a failed action's message key, for the settings tests and the /api-test page. spec 000
 * §8: a generic API error shows the provider's text, or 'Erro desconhecido' when there is none. The
 * wizard's analysis errors are title + description pairs.
 */
export function failureText(t: Translate, error: MessageKey, values?: MessageValues): string {
  if (error === "adminSettings.test.apiError" && !values?.message) {
    return t("adminSettings.test.apiError", { message: t("adminSettings.test.unknownError") });
  }
  const description = descriptionKeyOf(error);
  if (description) return `${t(error)}: ${t(description)}`;
  return t(error, { message: "", key: "", ...values }).trim();
}
