// GET /api/account/export – "Download my data" (LGPD): the signed-in user's account, profile, campaigns
// with their insights, wizard draft and the admins' changes to the account, as a JSON file. No password
// hash, token or session is in it (lib/account/export.ts).
import { accountExport } from "@/lib/account/export";
import { ACCOUNT_LIMITS } from "@/lib/account/limits";
import { failure } from "@/lib/http/failure";
import { userRoute } from "@/lib/http/guarded-route";

export const GET = userRoute(
  async (_request, { user }) => {
    const data = await accountExport(user.id);
    if (!data) return failure(404, "errors.notFound");
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="adcampaign-data-${data.exportedAt.slice(0, 10)}.json"`,
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
  { limit: ACCOUNT_LIMITS.export },
);
