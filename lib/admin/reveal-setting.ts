import "server-only";
import { db } from "@/lib/db";
import { recordAdminChange, type AuditActor } from "./audit";
import { checkAdminPassword, type PasswordRefusal } from "./confirm-password";
import { revealSettingValue } from "./settings";

// A stored provider key leaves the server only for an admin who typed their password again, and every
// request to see one is in the audit log, refused or not (issue 29). The entry names the key, never
// the value.

export type RevealOutcome = { ok: true; value: string } | { ok: false; reason: "unknown_setting" | PasswordRefusal };

export async function revealSetting(actor: AuditActor & { id: string }, key: string, password: string): Promise<RevealOutcome> {
  const value = await revealSettingValue(key);
  if (value === null) return { ok: false, reason: "unknown_setting" };
  const refusal = await checkAdminPassword(actor.id, password);
  await recordAdminChange(db, { actor, action: refusal ? "setting.reveal_refused" : "setting.revealed", target: key });
  return refusal ? { ok: false, reason: refusal } : { ok: true, value };
}
