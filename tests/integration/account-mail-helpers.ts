import { db } from "@/lib/db";
import { JOBS_SCHEMA, jobQueue } from "@/lib/jobs/boss";
import { runAccountMailJob } from "@/lib/jobs/handlers/account-mail";
import { QUEUES, type AccountMailJob } from "@/lib/jobs/queues";

// The account mails are written by a job (decision 017). Tests run the queued ones here, in order, as the
// worker would without its polling; the worker itself (retries, logs) is tested in account-mail-job.test.ts.

/** The account mails queued and not yet run, oldest first. */
export async function queuedAccountMails(): Promise<AccountMailJob[]> {
  await jobQueue();
  const rows = await db.$queryRawUnsafe<{ data: AccountMailJob }[]>(
    `SELECT data FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state = 'created' ORDER BY created_on, id`,
    QUEUES.accountMail,
  );
  return rows.map((row) => row.data);
}

/** Runs every queued account mail; the dev outbox then holds what they sent. */
export async function deliverAccountMails(): Promise<void> {
  const boss = await jobQueue();
  for (;;) {
    const [job] = await boss.fetch<object>(QUEUES.accountMail);
    if (!job) return;
    await runAccountMailJob(job);
    await boss.complete(QUEUES.accountMail, job.id);
  }
}
