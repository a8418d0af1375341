import "server-only";
import { db } from "@/lib/db";
import type { AccountMailJob } from "@/lib/jobs/queues";
import { issueConfirmationToken } from "./email-verification";
import {
  sendAccountExistsMail,
  sendConfirmationMail,
  sendMetaTokenExpiringMail,
  sendPasswordChangedMail,
  sendPasswordResetMail,
  type Recipient,
} from "./mails";
import { issuePasswordResetToken } from "./password-reset";

// The account e-mails, written by the job worker (decision 017). The request that asked for one has
// already answered, the same whether or not the address has an account; whether there is anything to
// send is decided here. A link is made just before its mail: a retried job makes a new one.

async function accountOf(email: string): Promise<(Recipient & { id: string }) | null> {
  const user = await db.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true, profile: { select: { fullName: true } } } });
  return user && { id: user.id, email, fullName: user.profile?.fullName ?? null, confirmed: user.emailVerifiedAt !== null };
}

/** Sends the mail the job asks for; false when there was nobody to send it to (unknown address, or already confirmed). */
export async function deliverAccountMail({ kind, email, locale }: AccountMailJob): Promise<boolean> {
  const account = await accountOf(email);
  if (!account) return false;
  switch (kind) {
    case "confirmation":
      if (account.confirmed) return false;
      await sendConfirmationMail(email, await issueConfirmationToken(account.id), locale);
      return true;
    case "account-exists":
      if (!account.confirmed) return false;
      await sendAccountExistsMail(account, locale);
      return true;
    case "password-reset":
      await sendPasswordResetMail(account, await issuePasswordResetToken(account.id), locale);
      return true;
    case "password-changed":
      await sendPasswordChangedMail(account, locale);
      return true;
    case "meta-token-expiring": {
      // Sent only while it is still true: not after a reconnect, a disconnect or the expiry itself.
      const profile = await db.profile.findUnique({
        where: { userId: account.id },
        select: { metaAccessToken: true, metaTokenExpiresAt: true, metaTokenWarnedFor: true },
      });
      const expiresAt = profile?.metaAccessToken ? profile.metaTokenExpiresAt : null;
      if (!expiresAt || expiresAt.getTime() <= Date.now() || expiresAt.getTime() !== profile?.metaTokenWarnedFor?.getTime()) return false;
      await sendMetaTokenExpiringMail(account, expiresAt, locale);
      return true;
    }
  }
}
