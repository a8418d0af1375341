import "server-only";
import { db } from "@/lib/db";
import { wizardDraftSchema, type WizardDraft } from "./draft-schema";

/** The user's unfinished wizard, or null when there is none (or it no longer reads as a draft). */
export async function getWizardDraft(userId: string): Promise<WizardDraft | null> {
  const row = await db.wizardDraft.findUnique({ where: { userId } });
  const parsed = row ? wizardDraftSchema.safeParse(row.state) : null;
  return parsed?.success ? parsed.data : null;
}

export async function saveWizardDraft(userId: string, draft: WizardDraft): Promise<void> {
  await db.wizardDraft.upsert({ where: { userId }, create: { userId, state: draft }, update: { state: draft } });
}

export async function clearWizardDraft(userId: string): Promise<void> {
  await db.wizardDraft.deleteMany({ where: { userId } });
}
