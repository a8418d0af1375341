import { perHour } from "@/lib/rate-limit/limits";

// Per client address (issue 14): a stranger cannot create accounts or fill inboxes in bulk. Each
// e-mail also has its own small limit inside the action (a few mails an hour).
const error = "auth.errors.tooManyRequests" as const;
export const AUTH_LIMITS = {
  signUp: perHour("auth:sign-up", 10, { per: "address", error }),
  resendConfirmation: perHour("auth:resend-confirmation", 10, { per: "address", error }),
  // A wrong password on the confirmation page may be tried again, a few times.
  confirmEmail: perHour("auth:confirm-email", 20, { per: "address", error }),
  passwordReset: perHour("auth:password-reset", 10, { per: "address", error }),
  newPassword: perHour("auth:new-password", 20, { per: "address", error }),
  // Signed in: per user.
  changePassword: perHour("auth:change-password", 10, { error }),
};
