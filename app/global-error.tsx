"use client";

import { useSyncExternalStore } from "react";
import { localeFromAcceptLanguage } from "@/lib/i18n/accept-language";
import { LOCALE_COOKIE, defaultLocale, isLocale, type Locale } from "@/lib/i18n/config";
import { ROUTE_ERROR_TEXTS } from "@/lib/i18n/route-error-texts";

// Last resort when the root layout itself fails: no providers are available. The texts are the
// catalogues' routeError ones, copied so this screen does not load the catalogues; the language is the
// switcher's cookie, else the browser's.
function browserLocale(): Locale {
  const stored = document.cookie
    .split("; ")
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(stored) ? stored : localeFromAcceptLanguage(navigator.languages.join(","));
}

const unchanging = () => () => {};

export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  // The server's render (and hydration) use the default; the browser's choice follows at once.
  const locale = useSyncExternalStore(unchanging, browserLocale, () => defaultLocale);
  const text = ROUTE_ERROR_TEXTS[locale];
  return (
    <html lang={locale === "pt" ? "pt-BR" : "en"}>
      <body style={{ fontFamily: "system-ui, sans-serif", padding: "4rem 1rem", textAlign: "center" }}>
        <main>
          <h1>{text.title}</h1>
          <p>{text.description}</p>
          <button type="button" onClick={reset}>
            {text.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
