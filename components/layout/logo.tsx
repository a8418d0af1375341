import { Megaphone } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

export async function Logo({ href }: { href: string }) {
  const t = await getTranslations("meta");
  return (
    <Link href={href} className="inline-flex items-center gap-2 rounded-md font-bold text-lg">
      <span className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground">
        <Megaphone className="size-4" aria-hidden />
      </span>
      <span>{t("brand")}</span>
    </Link>
  );
}
