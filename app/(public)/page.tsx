import { redirect } from "next/navigation";
import { FeatureCards } from "@/components/landing/feature-cards";
import { FinalCta } from "@/components/landing/final-cta";
import { Hero } from "@/components/landing/hero";
import { Metrics } from "@/components/landing/metrics";
import { PricingCard } from "@/components/landing/pricing-card";
import { Testimonials } from "@/components/landing/testimonials";
import { getCurrentUser } from "@/lib/auth/guards";

// spec 000 §2: "/" is the landing page when signed out and the dashboard when signed in.
export default async function LandingPage() {
  if (await getCurrentUser()) redirect("/dashboard");
  return (
    <>
      <Hero />
      <Metrics />
      <FeatureCards />
      <Testimonials />
      <PricingCard />
      <FinalCta />
    </>
  );
}
