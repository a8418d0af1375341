import { ExternalLink, FlaskConical } from "@/components/ui/icons";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { toneColours } from "@/components/ui/banner";
import { env } from "@/lib/env";
import { cn } from "@/lib/utils";

// Sandbox mode (`npm start -- --sandbox`) on every page. Read from the server's environment at request
// time, never at build: one build serves both modes.
export async function SandboxBanner() {
  await connection();
  if (!env.SANDBOX) return null;
  const t = await getTranslations("sandbox");
  const store = env.SANDBOX_STORE_URL ? new URL("/store/", env.SANDBOX_STORE_URL).toString() : null;
  return (
    <section aria-label={t("label")} className={cn("border-b", toneColours("warning"))}>
      <div className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm sm:items-center">
        <FlaskConical className="mt-0.5 size-4 shrink-0 sm:mt-0" aria-hidden />
        <p>
          <strong className="font-semibold">{t("title")}</strong> {t("description")}
          {store && (
            <>
              {" "}
              <a href={store} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium underline underline-offset-2">
                {t("storeLink")}
                <ExternalLink className="size-3.5" aria-hidden />
                <span className="sr-only">{t("newTab")}</span>
              </a>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
