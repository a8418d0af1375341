import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthTabs } from "@/components/auth/auth-tabs";
import { getCurrentUser } from "@/lib/auth/guards";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("pageTitle") };
}

type AuthSearch = { confirmation?: string; reset?: string; deleted?: string; tab?: string };

export default async function AuthPage({ searchParams }: { searchParams: Promise<AuthSearch> }) {
  if (await getCurrentUser()) redirect("/dashboard");
  const { confirmation, reset, deleted, tab } = await searchParams;
  const pausedAtMeta = Number(deleted);
  const t = await getTranslations("auth");
  // Confirmed on /auth/confirm, but not signed in there (a disabled account, too many attempts).
  const confirmed = confirmation === "confirmed";
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-bold">{t("heading")}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t("subheading")}</p>
      </div>
      {confirmed ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm">
          {t("confirmation.confirmed")}
        </p>
      ) : null}
      {deleted !== undefined ? (
        <div role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm">
          <p>{t("deleted")}</p>
          {pausedAtMeta > 0 ? <p>{t("deletedPaused", { count: pausedAtMeta })}</p> : null}
        </div>
      ) : null}
      {reset === "done" ? (
        <p role="status" className="rounded-md border border-success/40 bg-success/10 p-3 text-sm">
          {t("reset.done")}
        </p>
      ) : null}
      <AuthTabs initialTab={tab === "sign-up" && !confirmed ? "sign-up" : "sign-in"} />
    </div>
  );
}
