import { Megaphone } from "@/components/ui/icons";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

/** `compact`: on phones only the mark shows (the name stays for screen readers), so a header fits 375 px. */
export async function Logo({ href, compact = false }: { href: string; compact?: boolean }) {
  const t = await getTranslations("meta");
  return (
    <Link href={href} className="inline-flex items-center gap-2 rounded-md font-bold text-lg">
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <Megaphone className="size-4" aria-hidden />
      </span>
      <span className={compact ? "max-sm:sr-only" : undefined}>{t("brand")}</span>
    </Link>
  );
}
