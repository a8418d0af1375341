import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { SandboxBanner } from "@/components/layout/sandbox-banner";
import { Toaster } from "@/components/ui/toaster";
import "./globals.css";

const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
  weight: "100 900",
});

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return { title: { default: t("title"), template: `%s · ${t("brand")}` }, description: t("description") };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations("common")]);
  // No catalogue at the root: a page sends its client parts their messages (components/i18n/client-messages.tsx).
  return (
    <html lang={locale === "pt" ? "pt-BR" : "en"} className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <SandboxBanner />
        {children}
        <Toaster labels={{ notification: t("notification"), notifications: t("notifications", { hotkey: "F8" }), close: t("close") }} />
      </body>
    </html>
  );
}
