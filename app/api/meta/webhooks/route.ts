// GET, POST /api/meta/webhooks – Meta's Ads webhooks for the ad accounts the app is subscribed to (issue 33).
// GET is the verification Meta sends when the admin sets the callback URL in the Meta app; POST carries
// the changes, signed with the app secret. Meta's servers send no Origin; the signature authenticates them.
import { NextResponse } from "next/server";
import { failure } from "@/lib/http/failure";
import { publicRoute } from "@/lib/http/guarded-route";
import { perMinute } from "@/lib/rate-limit/limits";
import { answerVerification, takeDelivery } from "@/lib/meta/webhooks";

const limit = perMinute("meta-webhooks", 600, { per: "address" });

export const GET = publicRoute((request, { log }) => answerVerification(new URL(request.url).searchParams, log), { sameOrigin: false, limit });

export const POST = publicRoute(
  async (request, { log }) => {
    const taken = await takeDelivery(request, log);
    return taken.ok ? NextResponse.json({ success: true }) : failure(taken.status, taken.error);
  },
  { sameOrigin: false, limit },
);
