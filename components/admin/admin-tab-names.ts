// spec 000 §2 Admin dashboard: three tabs; the active one lives in the URL (?tab=) so it survives reloads.
export const ADMIN_TABS = ["settings", "users", "campaigns"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export function adminTabOf(value: unknown): AdminTab {
  const first = Array.isArray(value) ? value[0] : value;
  return (ADMIN_TABS as readonly unknown[]).includes(first) ? (first as AdminTab) : "settings";
}
