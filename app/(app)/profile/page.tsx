import type { Metadata } from "next";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { FactCard, FactList } from "@/components/ui/facts";
import { AvatarUpload } from "@/components/profile/avatar-upload";
import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { ProfileNameForm } from "@/components/profile/profile-name-form";
import { SignOutEverywhere } from "@/components/profile/sign-out-everywhere";
import { YourData } from "@/components/profile/your-data";
import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/layout/page-header";
import { requireUser } from "@/lib/auth/guards";
import { db } from "@/lib/db";
import { getMetaConnectionStatus } from "@/lib/meta/status";
import { PLAN_CAMPAIGN_LIMITS, isUnlimited } from "@/lib/plans/constants";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("profilePage"))("title") };
}

// spec 000 §2 Profile (fixed in Portuguese by the spec: its pt texts; English under en, decision 012).
export default async function ProfilePage() {
  const user = await requireUser();
  const [profile, t] = await Promise.all([
    db.profile.findUnique({
      where: { userId: user.id },
      select: { fullName: true, avatarUrl: true, createdAt: true, planType: true, campaignLimit: true, instagramAccountUsername: true },
    }),
    getTranslations("profilePage"),
  ]);
  const [tSecurity, tPlans, format, locale] = await Promise.all([getTranslations("security"), getTranslations("plans.names"), getFormatter(), getLocale()]);
  const plan = profile?.planType ?? "free";
  const limit = profile?.campaignLimit ?? PLAN_CAMPAIGN_LIMITS.free;
  const meta = await getMetaConnectionStatus(user.id);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className="grid gap-6 lg:grid-cols-2">
        <FactCard title={t("personalInfo")}>
          <div className="mb-6">
            <AvatarUpload avatarUrl={profile?.avatarUrl ?? null} />
          </div>
          <ProfileNameForm fullName={profile?.fullName ?? ""} email={user.email} />
        </FactCard>
        <div className="grid content-start gap-6">
          <FactCard title={t("accountInfo")}>
            <FactList
              items={[
                { label: t("email"), value: user.email },
                {
                  label: t("memberSince"),
                  value: profile ? format.dateTime(profile.createdAt, { day: "2-digit", month: "2-digit", year: "numeric" }) : t("notAvailable"),
                },
                // spec 000 §2 Profile: the plan badge is upper-cased; its name is the reader's language's.
                { label: t("plan"), value: <Badge>{tPlans(plan).toLocaleUpperCase(locale)}</Badge> },
                { label: t("campaignLimit"), value: isUnlimited(limit) ? t("unlimited") : t("campaigns", { count: limit }) },
              ]}
            />
          </FactCard>
          <FactCard title={t("integrations")}>
            <FactList
              items={[
                { label: t("metaAds"), value: meta === "connected" ? t("connected") : t("notConnected") },
                { label: t("status"), value: meta === "connected" ? t("active") : t("inactive") },
                ...(profile?.instagramAccountUsername ? [{ label: t("instagram"), value: `@${profile.instagramAccountUsername}` }] : []),
              ]}
            />
          </FactCard>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FactCard title={tSecurity("title")}>
          <div className="grid gap-8">
            <ChangePasswordForm />
            <SignOutEverywhere />
          </div>
        </FactCard>
        <YourData />
      </div>
    </div>
  );
}
