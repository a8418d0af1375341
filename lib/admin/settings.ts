import "server-only";
import { recordAdminChange, type AuditActor } from "@/lib/admin/audit";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { encryptSecret } from "@/lib/security/crypto";
import { replaceSnapshot, settingSource } from "@/lib/settings/cache";
import { SETTING_KEYS, isSecretSetting, isSettingKey, settingDefinition } from "@/lib/settings/definitions";
import { plainSettingValue, reloadSettings, settingContext, snapshotOf } from "@/lib/settings/store";

// The admin side of admin_settings (spec 000 §2 Configurações): the list, showing one secret on
// request, and saving with an audit entry that never holds a secret.

/** What the browser receives for one setting. A secret's value is never in it (see revealSettingValue). */
export type SettingView = {
  key: string;
  secret: boolean;
  /** The saved value; always "" for a secret. */
  value: string;
  /** Whether an admin value is saved (for a secret, the only thing the list tells). */
  isSet: boolean;
  source: "admin" | "env" | "none";
  /** For a non-secret: the value in use while none is saved (environment or default). */
  fallbackValue: string | null;
  description: string | null;
  descriptionKey: string | null;
  updatedAt: string | null;
};

// spec 000 §7: admin_settings ordered by key. Every defined setting is listed, saved or not.
export async function listSettingViews(): Promise<SettingView[]> {
  const rows = await db.adminSetting.findMany({ orderBy: { key: "asc" } });
  // The rows just read are the freshest values: the cache takes them too.
  replaceSnapshot(snapshotOf(rows));
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const keys = [...new Set([...SETTING_KEYS, ...byKey.keys()])].sort();
  return keys.map((key) => {
    const row = byKey.get(key);
    const secret = isSecretSetting(key);
    const plain = row ? plainSettingValue(key, row.value) : "";
    const definition = settingDefinition(key);
    return {
      key,
      secret,
      value: secret ? "" : plain,
      isSet: plain !== "",
      source: settingSource(key),
      fallbackValue: secret ? null : (definition?.fallback(env) ?? null),
      description: row?.description ?? null,
      descriptionKey: definition?.descriptionKey ?? null,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** The saved value of one setting in plain text ("" when none is saved), or null for an unknown key. */
export async function revealSettingValue(key: string): Promise<string | null> {
  const row = await db.adminSetting.findUnique({ where: { key }, select: { value: true } });
  if (!row) return isSettingKey(key) ? "" : null;
  return plainSettingValue(key, row.value);
}

export type SaveSettingInput = { key: string; value?: string; description?: string | null };
export type SaveSettingOutcome = { ok: true; updatedAt: string } | { ok: false; error: "unknownSetting" };

/**
 * Saves a setting (the row is created on its first save): a secret is encrypted, updated_at stamped, and
 * what changed is audited. `value` left out keeps the saved value (a masked secret the admin did not touch).
 */
export async function saveSetting(actor: AuditActor, input: SaveSettingInput): Promise<SaveSettingOutcome> {
  const { key } = input;
  const secret = isSecretSetting(key);
  const outcome = await db.$transaction(async (tx): Promise<SaveSettingOutcome> => {
    const before = await tx.adminSetting.findUnique({ where: { key } });
    if (!before && !isSettingKey(key)) return { ok: false, error: "unknownSetting" };
    const beforePlain = before ? plainSettingValue(key, before.value) : "";
    const afterPlain = input.value ?? beforePlain;
    const stored = input.value === undefined ? (before?.value ?? "") : secret && afterPlain ? encryptSecret(afterPlain, settingContext(key)) : afterPlain;
    const description = input.description === undefined ? (before?.description ?? null) : input.description;
    const now = new Date();
    await tx.adminSetting.upsert({
      where: { key },
      create: { key, value: stored, description, updatedAt: now },
      update: { value: stored, description, updatedAt: now },
    });
    const changes = auditedChanges(key, { value: beforePlain, description: before?.description ?? null }, { value: afterPlain, description });
    if (changes) await recordAdminChange(tx, { actor, action: "setting.updated", target: key, ...changes });
    return { ok: true, updatedAt: now.toISOString() };
  });
  // This process reads the new value at once; other processes within SETTINGS_TTL_MS.
  if (outcome.ok) await reloadSettings();
  return outcome;
}

type AuditedState = { value: string; description: string | null };

// The audit entry holds the changed fields only. A secret's value is never in it: its field is named
// secretValue (the audit log hides such fields) and holds a marker, "set" or null.
function auditedChanges(key: string, before: AuditedState, after: AuditedState) {
  const from: Record<string, string | null> = {};
  const to: Record<string, string | null> = {};
  if (before.value !== after.value) {
    const field = isSecretSetting(key) ? "secretValue" : "value";
    const shown = (value: string) => (isSecretSetting(key) ? (value ? "set" : null) : value);
    from[field] = shown(before.value);
    to[field] = shown(after.value);
  }
  if (before.description !== after.description) {
    from.description = before.description;
    to.description = after.description;
  }
  return Object.keys(to).length ? { before: from, after: to } : null;
}
