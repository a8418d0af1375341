import { listSettingViews, type SettingView } from "@/lib/admin/settings";
import { requireAdmin } from "@/lib/auth/guards";
import { LoadError } from "./load-error";
import { MetaWebhooksCard } from "./meta-webhooks-card";
import { SettingList } from "./setting-list";
import { requestLogger } from "@/lib/log/request";

// spec 000 §2 Configurações. What reaches the browser is the list's SettingView: no secret's value.
export async function SettingsTab() {
  // The page checks too; this tab does not rely on it.
  await requireAdmin();
  let settings: SettingView[];
  try {
    settings = await listSettingViews();
  } catch (error) {
    (await requestLogger()).error({ err: error }, "[admin] settings failed to load");
    return <LoadError />;
  }
  return (
    <div className="grid gap-6">
      <SettingList settings={settings} />
      <MetaWebhooksCard />
    </div>
  );
}
