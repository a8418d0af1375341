import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { AuthTabs } from "@/components/auth/auth-tabs";
import { ResendConfirmationForm } from "@/components/auth/resend-confirmation-form";
import { CONFIRMED_EMAIL_COOKIE } from "@/lib/auth/confirmed-email";
import { getCurrentUser } from "@/lib/auth/guards";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("pageTitle") };
}

const confirmations = ["confirmed", "already_used", "expired", "invalid"] as const;
type Confirmation = (typeof confirmations)[number];

type AuthSearch = { confirmation?: string; reset?: string; deleted?: string; tab?: string };

export default async function AuthPage({ searchParams }: { searchParams: Promise<AuthSearch> }) {
  if (await getCurrentUser()) redirect("/dashboard");
  const { confirmation, reset, deleted, tab } = await searchParams;
  // Just confirmed through the e-mailed link: the sign-in form starts with that address.
  const confirmedEmail = confirmation === "confirmed" ? ((await cookies()).get(CONFIRMED_EMAIL_COOKIE)?.value ?? "") : "";
  const pausedAtMeta = Number(deleted);
  const t = await getTranslations("auth");
  const known = confirmations.find((value): value is Confirmation => value === confirmation);
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <div className="text-center">
        <h1 className="text-2xl font-bold">{t("heading")}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{t("subheading")}</p>
      </div>
      {known ? (
        <p
          role="status"
          className={
            known === "confirmed"
              ? "rounded-md border border-success/40 bg-success/10 p-3 text-sm"
              : "rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm"
          }
        >
          {t(`confirmation.${known}`)}
        </p>
      ) : null}
      {known === "expired" || known === "invalid" ? <ResendConfirmationForm /> : null}
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
      <AuthTabs initialTab={tab === "sign-up" && !confirmedEmail ? "sign-up" : "sign-in"} email={confirmedEmail} />
    </div>
  );
}
