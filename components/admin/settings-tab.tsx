import { listSettingViews, type SettingView } from "@/lib/admin/settings";
import { requireAdmin } from "@/lib/auth/guards";
import { LoadError } from "./load-error";
import { SettingList } from "./setting-list";

// spec 000 §2 Configurações. What reaches the browser is the list's SettingView: no secret's value.
export async function SettingsTab() {
  // The page checks too; this tab does not rely on it.
  await requireAdmin();
  let settings: SettingView[];
  try {
    settings = await listSettingViews();
  } catch (error) {
    console.error("[admin] settings failed to load", error);
    return <LoadError />;
  }
  return <SettingList settings={settings} />;
}
