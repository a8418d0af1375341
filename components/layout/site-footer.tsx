import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Logo } from "./logo";

// spec 000 §2 Footer: brand and tagline, Legal, Contact, copyright line.
export async function SiteFooter() {
  const t = await getTranslations("footer");
  return (
    <footer className="mt-auto border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div className="space-y-3">
          <Logo href="/" />
          <p className="max-w-xs text-sm text-muted-foreground">{t("tagline")}</p>
        </div>
        <nav aria-labelledby="footer-legal" className="space-y-3">
          <h2 id="footer-legal" className="text-sm font-semibold">
            {t("legal")}
          </h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li>
              <Link className="hover:text-foreground hover:underline" href="/politica-privacidade">
                {t("privacy")}
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground hover:underline" href="/termos-servico">
                {t("terms")}
              </Link>
            </li>
            <li>
              <Link className="hover:text-foreground hover:underline" href="/exclusao-dados-usuario">
                {t("dataDeletion")}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-contact" className="space-y-3">
          <h2 id="footer-contact" className="text-sm font-semibold">
            {t("contact")}
          </h2>
          <ul className="space-y-2 text-sm text-muted-foreground">
            <li>
              <Link className="hover:text-foreground hover:underline" href="/contato">
                {t("getInTouch")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4 text-xs text-muted-foreground sm:flex-row sm:justify-between">
          <p>{t("company")}</p>
          <p>{t("copyright")}</p>
        </div>
      </div>
    </footer>
  );
}
