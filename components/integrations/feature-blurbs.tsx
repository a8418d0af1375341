import { Crosshair, Rocket, Sparkles } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";

const BLURBS = [
  { key: "ai", Icon: Sparkles },
  { key: "targeting", Icon: Crosshair },
  { key: "publishing", Icon: Rocket },
] as const;

// spec 000 §2: AI-powered creation, smart targeting, quick publishing.
export async function FeatureBlurbs() {
  const t = await getTranslations("integrations.blurbs");
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {BLURBS.map(({ key, Icon }) => (
        <li key={key} className="rounded-lg border p-4">
          <Icon className="size-5 text-primary" aria-hidden />
          <h3 className="mt-2 font-semibold">{t(`${key}.title`)}</h3>
          <p className="text-sm text-muted-foreground">{t(`${key}.description`)}</p>
        </li>
      ))}
    </ul>
  );
}
