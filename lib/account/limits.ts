import { perHour } from "@/lib/rate-limit/limits";

// Per signed-in user: a download builds the whole account in memory; a deletion checks a password.
export const ACCOUNT_LIMITS = {
  export: perHour("account-export", 10),
  delete: perHour("account-delete", 5),
  adminDelete: perHour("admin-user-delete", 60),
  adminDisable: perHour("admin-user-disable", 120),
};
