import "server-only";
import { db } from "@/lib/db";
import { decryptSecret } from "@/lib/security/crypto";
import { adminSettingValue, isSnapshotFresh, registerSettingsLoader, replaceSnapshot, settingValue, type SettingsSnapshot } from "./cache";
import { isSecretSetting, type DefaultedSettingKey, type SettingKey } from "./definitions";
import { logger } from "@/lib/log/server";

// The admin settings in the database (admin_settings): secrets are stored as AES-256-GCM ciphertext
// bound to their key, the rest in plain text. lib/settings/cache.ts holds the decrypted values.

/** The encryption context of a setting: a ciphertext copied to another key does not decrypt. */
export const settingContext = (key: string) => `admin-setting:${key}`;

/** A stored value in plain text ("" when blank or when it does not decrypt with this server's key). */
export function plainSettingValue(key: string, stored: string): string {
  if (!stored || !isSecretSetting(key)) return stored;
  const plain = decryptSecret(stored, settingContext(key));
  if (plain === null) logger.warn({ key }, "[settings] the stored value does not decrypt with this ENCRYPTION_KEY; it is ignored");
  return plain ?? "";
}

export function snapshotOf(rows: { key: string; value: string }[]): SettingsSnapshot {
  return { values: new Map(rows.map((row) => [row.key, plainSettingValue(row.key, row.value)])), loadedAt: Date.now() };
}

export async function loadSettingsSnapshot(): Promise<SettingsSnapshot> {
  return snapshotOf(await db.adminSetting.findMany({ select: { key: true, value: true } }));
}

/** Reloads the process cache from the database now (after a save, or when stale). */
export async function reloadSettings(): Promise<void> {
  replaceSnapshot(await loadSettingsSnapshot());
}

/** Server start (instrumentation.ts): the first load, then background reloads once stale. */
export async function startSettingsCache(): Promise<void> {
  registerSettingsLoader(loadSettingsSnapshot);
  try {
    await reloadSettings();
  } catch (error) {
    // Before the first migration the table may not exist yet: the environment values serve meanwhile.
    logger.warn({ err: error }, "[settings] could not load the admin settings at start");
  }
}

/** A setting's value (admin, else environment, else default), at most SETTINGS_TTL_MS old. */
export async function getSetting(key: DefaultedSettingKey): Promise<string>;
export async function getSetting(key: SettingKey): Promise<string | null>;
export async function getSetting(key: SettingKey): Promise<string | null> {
  if (!isSnapshotFresh()) await reloadSettings();
  return settingValue(key);
}

/** The admin value saved under any key, including keys the product does not define. */
export async function getStoredSetting(key: string): Promise<string | null> {
  if (!isSnapshotFresh()) await reloadSettings();
  return adminSettingValue(key);
}
