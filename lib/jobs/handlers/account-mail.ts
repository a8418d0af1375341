import "server-only";
import type PgBoss from "pg-boss";
import { deliverAccountMail } from "@/lib/auth/account-mail";
import { accountMailJobSchema } from "../queues";

// account.mail: one e-mail about an account (decision 017). A mail that cannot be sent throws, so
// pg-boss tries it again with its queue's backoff and the worker logs the failure. The output says
// only whether anything was sent: never the address's link.

export type AccountMailJobResult = { sent: boolean } | { error: string };

export async function runAccountMailJob(job: PgBoss.Job): Promise<AccountMailJobResult> {
  const parsed = accountMailJobSchema.safeParse(job.data);
  if (!parsed.success) return { error: "errors.invalidInput" };
  return { sent: await deliverAccountMail(parsed.data) };
}
