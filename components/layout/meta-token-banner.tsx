import Link from "next/link";
import { toneColours } from "@/components/ui/banner";
import { cn } from "@/lib/utils";
import { getFormatter, getTranslations } from "next-intl/server";
import { metaConnectionOf } from "@/lib/meta/connect";

/** On every signed-in page, from a week before the Meta connection expires (issue 30): when, and where to renew it. */
export async function MetaTokenBanner({ userId }: { userId: string }) {
  const { expiringSoon, expiresAt } = await metaConnectionOf(userId);
  if (!expiringSoon || !expiresAt) return null;
  const [t, format] = await Promise.all([getTranslations("metaTokenBanner"), getFormatter()]);
  return (
    <div role="status" className={cn("border-b", toneColours("warning"))}>
      <p className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <span>{t("text", { date: format.dateTime(expiresAt, { dateStyle: "long", timeStyle: "short" }) })}</span>
        <Link href="/integrations" className="font-medium underline underline-offset-4">
          {t("action")}
        </Link>
      </p>
    </div>
  );
}
