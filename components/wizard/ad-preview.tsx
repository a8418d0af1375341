"use client";

import { Heart, ImageIcon, MessageCircle, Send } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { WizardConfig } from "@/lib/wizard/config-schema";
import { cn } from "@/lib/utils";
import type { Creative } from "./state/wizard-state";

// spec 001 §7, §9: the preview shows at most 120 characters of the primary text.
export const PREVIEW_TEXT_MAX = 120;
const clip = (text: string) => (text.length > PREVIEW_TEXT_MAX ? `${text.slice(0, PREVIEW_TEXT_MAX - 1).trimEnd()}…` : text);

type Props = { values: WizardConfig; media: Creative | null; pageName: string };

// spec 001 §2 Step 3: Facebook and Instagram previews with the sponsored label, headline, body, CTA.
export function AdPreview({ values, media, pageName }: Props) {
  const t = useTranslations();
  const set = values.adSets.find((adSet) => adSet.enabled) ?? values.adSets[0];
  // Issue 34: a WhatsApp ad carries Meta's WhatsApp button whatever CTA the website ad had.
  const whatsapp = values.destination === "whatsapp";
  const ad = {
    headline: set?.title ?? "",
    body: clip(set?.primaryText ?? ""),
    cta: whatsapp ? t("campaignConfig.cta.WHATSAPP_MESSAGE") : values.ctaText ? t(`campaignConfig.cta.${values.ctaText}`) : t("campaignConfig.ctaPlaceholder"),
    pageName: pageName || values.projectName,
  };
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="text-base">{t("wizard.preview.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="facebook">
          <TabsList className="mb-3 grid w-full grid-cols-2">
            <TabsTrigger value="facebook">Facebook</TabsTrigger>
            <TabsTrigger value="instagram">Instagram</TabsTrigger>
          </TabsList>
          <TabsContent value="facebook">
            <div className="overflow-hidden rounded-lg border bg-white text-sm text-zinc-900">
              <PreviewHeader name={ad.pageName} sponsored={t("wizard.preview.sponsored")} />
              <p className="px-3 pb-2 whitespace-pre-line">{ad.body}</p>
              <PreviewMedia media={media} empty={t("wizard.preview.noMedia")} />
              <div className="flex items-center justify-between gap-3 bg-zinc-100 px-3 py-2">
                <p className="min-w-0 truncate font-semibold">{ad.headline}</p>
                <span
                  className={cn(
                    "flex shrink-0 items-center gap-1 rounded px-3 py-1.5 text-xs font-semibold",
                    whatsapp ? "bg-emerald-700 text-white" : "bg-zinc-200",
                  )}
                >
                  {whatsapp ? <MessageCircle className="size-3.5" aria-hidden /> : null}
                  {ad.cta}
                </span>
              </div>
            </div>
          </TabsContent>
          <TabsContent value="instagram">
            <div className="overflow-hidden rounded-lg border bg-white text-sm text-zinc-900">
              <PreviewHeader name={ad.pageName} sponsored={t("wizard.preview.sponsored")} />
              <PreviewMedia media={media} empty={t("wizard.preview.noMedia")} />
              <p className={cn("flex items-center justify-between px-3 py-2 font-semibold text-white", whatsapp ? "bg-emerald-700" : "bg-blue-600")}>
                <span className="flex items-center gap-1.5">
                  {whatsapp ? <MessageCircle className="size-4" aria-hidden /> : null}
                  {ad.cta}
                </span>
                <span aria-hidden>›</span>
              </p>
              <div className="flex gap-3 px-3 pt-2" aria-hidden>
                <Heart className="size-5" />
                <MessageCircle className="size-5" />
                <Send className="size-5" />
              </div>
              <p className="px-3 py-2">
                <span className="font-semibold">{ad.pageName}</span> {ad.body}
              </p>
            </div>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

function PreviewHeader({ name, sponsored }: { name: string; sponsored: string }) {
  return (
    <div className="flex items-center gap-2 p-3">
      <span className="flex size-8 items-center justify-center rounded-full bg-zinc-200 text-xs font-bold" aria-hidden>
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold">{name}</p>
        <p className="text-xs text-zinc-600">{sponsored}</p>
      </div>
    </div>
  );
}

function PreviewMedia({ media, empty }: { media: Creative | null; empty: string }) {
  if (!media) {
    return (
      <div className="flex aspect-square flex-col items-center justify-center gap-2 bg-zinc-100 text-zinc-600">
        <ImageIcon className="size-8" aria-hidden />
        <span className="text-xs">{empty}</span>
      </div>
    );
  }
  if (media.type === "video")
    return <video src={media.url} className="aspect-square w-full bg-black object-contain" muted controls preload="metadata" aria-label={media.name} />;
  // eslint-disable-next-line @next/next/no-img-element -- user media from our storage route, any size
  return <img src={media.url} alt={media.name} className="aspect-square w-full object-cover" />;
}
