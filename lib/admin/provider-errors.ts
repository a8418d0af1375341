import { fail, type ActionResult } from "@/lib/actions/result";
import { GraphError } from "@/lib/meta/graph";

// How a provider's failure reads to an admin (spec 000 §8): quota or credit exhausted, authentication
// refused, else a generic API error showing the provider's text (the page shows 'Erro desconhecido'
// when there is none). A secret the test sent never comes back in that text.

const SHOWN_TEXT_MAX = 300;

export type ProviderFailure = Extract<ActionResult<never>, { ok: false }>;

export function classifyProviderError(error: unknown, secrets: (string | null | undefined)[] = []): ProviderFailure {
  const fields = (typeof error === "object" && error !== null ? error : {}) as {
    status?: unknown;
    code?: unknown;
    type?: unknown;
    response?: { status?: unknown };
  };
  // OpenAI's errors carry status, code and type; Replicate's the HTTP response; Meta's a Graph code.
  const status = fields.status ?? fields.response?.status;
  const text = error instanceof GraphError ? (error.userText ?? error.message) : error instanceof Error ? error.message : "";
  const haystack = [text, fields.code, fields.type]
    .filter((part) => typeof part === "string")
    .join(" ")
    .toLowerCase();
  const shown = shownText(text, secrets);
  if (status === 402 || haystack.includes("insufficient_quota") || haystack.includes("credit")) {
    return fail("adminSettings.test.quota", undefined, { message: shown });
  }
  const tokenRefused = error instanceof GraphError && error.isTokenError;
  if (status === 401 || tokenRefused || /authentication|unauthori[sz]ed|(invalid|incorrect)[ _]api[ _]key/.test(haystack)) {
    return fail("adminSettings.test.auth", undefined, { message: shown });
  }
  return fail("adminSettings.test.apiError", undefined, { message: shown });
}

/** A provider's text as the admin sees it: trimmed, shortened, no secret the test sent. */
export function shownText(text: string, secrets: (string | null | undefined)[]): string {
  return redact(text, secrets).trim().slice(0, SHOWN_TEXT_MAX);
}

// Provider messages sometimes echo what was sent; a secret never goes back to the browser.
function redact(text: string, secrets: (string | null | undefined)[]): string {
  return secrets.reduce<string>((result, secret) => (secret && secret.length >= 4 ? result.split(secret).join("***") : result), text);
}
