import "server-only";
import { env } from "@/lib/env";
import { settingDefinition, type DefaultedSettingKey, type SettingKey } from "./definitions";
import { logger } from "@/lib/log/server";

// The admin settings, held in a process cache and read synchronously.
//
// Why a synchronous getter and not async ones: the provider clients are built in synchronous code
// (graph() behind every Meta call, default parameters such as `client = getOpenAI()`), and the modules
// that build them are loaded by unit tests that have no database. Making them async would touch every
// caller for no gain. So the values are loaded into this cache when the server starts
// (instrumentation.ts), reloaded right after a save in this process, and reloaded in the background once
// older than SETTINGS_TTL_MS, so a save made by another app process shows within seconds. This module
// never touches the database itself (lib/settings/store.ts does and registers the loader).
//
// The cache lives on globalThis: Next may evaluate this module more than once in one process (the
// instrumentation bundle and the route bundles), and they must share one copy.

export const SETTINGS_TTL_MS = 5_000;

export type SettingsSnapshot = { values: ReadonlyMap<string, string>; loadedAt: number };
type Shared = { snapshot?: SettingsSnapshot; loader?: () => Promise<SettingsSnapshot>; reloading?: Promise<void> };

const holder = globalThis as unknown as { adminSettingsCache?: Shared };
const shared: Shared = (holder.adminSettingsCache ??= {});

/** The admin value saved for a key (decrypted), or null: nothing saved, or a blank value. */
export function adminSettingValue(key: string): string | null {
  revalidateIfStale();
  return shared.snapshot?.values.get(key) || null;
}

/** The value the product uses: the admin's, else the environment's (which holds the defaults). */
export function settingValue(key: DefaultedSettingKey): string;
export function settingValue(key: SettingKey): string | null;
export function settingValue(key: SettingKey): string | null {
  return adminSettingValue(key) ?? settingDefinition(key)?.fallback(env) ?? null;
}

/** Where a setting's value comes from (shown in the admin list; never the value itself). */
export function settingSource(key: string): "admin" | "env" | "none" {
  if (adminSettingValue(key)) return "admin";
  return settingDefinition(key)?.fallback(env) ? "env" : "none";
}

export function isSnapshotFresh(now = Date.now()): boolean {
  return !!shared.snapshot && now - shared.snapshot.loadedAt < SETTINGS_TTL_MS;
}

export function replaceSnapshot(snapshot: SettingsSnapshot): void {
  shared.snapshot = snapshot;
}

/** Lets stale reads trigger a background reload (the server registers the database loader at start). */
export function registerSettingsLoader(loader: () => Promise<SettingsSnapshot>): void {
  shared.loader = loader;
}

/** Reloads now with the registered loader; concurrent callers share one load. */
export function reloadRegisteredSettings(): Promise<void> {
  const loader = shared.loader;
  if (!loader) return Promise.resolve();
  shared.reloading ??= loader()
    .then(replaceSnapshot)
    .finally(() => {
      shared.reloading = undefined;
    });
  return shared.reloading;
}

// Stale-while-revalidate: this read uses the cached values, the next ones the reloaded values.
function revalidateIfStale(): void {
  if (!shared.loader || shared.reloading || isSnapshotFresh()) return;
  reloadRegisteredSettings().catch((error: unknown) => {
    logger.warn({ err: error }, "[settings] reload failed; keeping the cached values");
    // The next attempt waits one TTL, rather than every read retrying at once.
    shared.snapshot = { values: shared.snapshot?.values ?? new Map(), loadedAt: Date.now() };
  });
}
