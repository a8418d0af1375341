"use client";

import { useEffect, useSyncExternalStore } from "react";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from "@/components/ui/button-styles";
import { defaultLocale, type Locale } from "@/lib/i18n/config";
import { ROUTE_ERROR_TEXTS } from "@/lib/i18n/route-error-texts";
import { reportBrowserError } from "@/lib/log/browser";

// The router error screen (spec 000 §8): heading plus the status or message. It sits outside every page's
// messages, so its texts are the catalogue's own, copied (lib/i18n/route-error-texts.ts), in the language
// the root layout wrote on <html>.
const pageLocale = (): Locale => (document.documentElement.lang.startsWith("pt") ? "pt" : "en");
const unchanging = () => () => {};
const button = (variant: keyof typeof BUTTON_VARIANTS) => `${BUTTON_BASE} ${BUTTON_SIZES.default} ${BUTTON_VARIANTS[variant]}`;

export default function RouteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const text = ROUTE_ERROR_TEXTS[useSyncExternalStore(unchanging, pageLocale, () => defaultLocale)];
  useEffect(() => reportBrowserError("route error", error), [error]);
  return (
    <main id="main" className="flex flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="max-w-md text-muted-foreground">{error.digest ? text.digest.replace("{digest}", error.digest) : text.description}</p>
      <div className="flex gap-2">
        <button type="button" onClick={reset} className={button("default")}>
          {text.retry}
        </button>
        {/* A plain link: a fresh load after an error, and no router code of its own to ship (issue 37). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/" className={button("outline")}>
          {text.home}
        </a>
      </div>
    </main>
  );
}
