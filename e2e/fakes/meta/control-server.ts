// The fake Meta's control API over HTTP, under /__control on its own server: each route calls control.ts
// (reset, state, failures, rate limits, tokens, settings, assets, a Page's WhatsApp number, seeded
// campaigns, insights, object patches, ad review), asset-feed.ts (the image per placement), holds.ts (calls held in flight) and
// webhooks-control.ts (Ads webhooks). JSON in and out; a refused request answers 400 with { error }.
// Never used by production code.
import type { IncomingMessage, ServerResponse } from "node:http";
import { placementReadout } from "./asset-feed";
import * as control from "./control";
import { controlHolds } from "./holds";
import { send } from "./reply";
import { readRawBody } from "./request";
import {
  registerWebhooks,
  sendFatigue,
  SETTLE_DEFAULT_MS,
  setWebhookOptions,
  unregisterWebhooks,
  webhooksSnapshot,
  type FatigueOptions,
  type RegisterWebhooksOptions,
} from "./webhooks-control";

/** ?settled (or =1, =true) waits the default time for pending webhooks; ?settled=<ms> that long; absent, no wait. */
function settleWait(value: string | null): number | undefined {
  if (value === null) return undefined;
  const ms = Number(value);
  return value === "" || value === "true" || value === "1" || !Number.isFinite(ms) ? SETTLE_DEFAULT_MS : ms;
}

export async function serveControl(holder: control.StateHolder, req: IncomingMessage, res: ServerResponse, url: URL) {
  const raw = req.method === "GET" ? "" : (await readRawBody(req)).toString("utf8");
  let body: Record<string, unknown>;
  try {
    body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return send(res, 400, { error: "the control API takes JSON bodies" });
  }
  const path = url.pathname.replace(/^\/__control/, "") || "/";
  const objectPatch = /^\/objects\/(\d+)$/.exec(path);
  const pagePatch = /^\/pages\/(\d+)$/.exec(path);
  const placements = /^\/placements\/(\d+)$/.exec(path);
  try {
    // What a creative, or an ad through its ad set, shows on each placement, and its creative features (asset-feed.ts).
    if (placements && req.method === "GET") {
      const readout = placementReadout(holder.state, placements[1]!);
      return readout ? send(res, 200, readout) : send(res, 404, { error: `no ad creative or ad ${placements[1]}` });
    }
    if (objectPatch && req.method === "POST") {
      const node = control.patchObject(holder, objectPatch[1]!, body);
      return node ? send(res, 200, node) : send(res, 404, { error: `no object ${objectPatch[1]}` });
    }
    // A Page's WhatsApp number: { whatsapp_number: "5511…" | null, has_whatsapp_business_number? }.
    if (pagePatch && req.method === "POST") {
      if (!("whatsapp_number" in body)) return send(res, 400, { error: "pages/{id} takes whatsapp_number (a numeric string, or null for none)" });
      const page = control.setPageWhatsApp(holder, pagePatch[1]!, body as control.PageWhatsAppPatch);
      return page ? send(res, 200, page) : send(res, 404, { error: `no Page ${pagePatch[1]}` });
    }
    switch (`${req.method} ${path}`) {
      case "GET /health":
        return send(res, 200, { ok: true });
      case "POST /reset":
        control.reset(holder);
        return send(res, 200, { ok: true });
      case "GET /state":
        return send(res, 200, control.snapshot(holder));
      case "GET /calls":
        return send(res, 200, holder.state.calls);
      case "GET /requests":
        return send(res, 200, { last: holder.state.lastRequests, log: holder.state.log });
      case "DELETE /requests":
        holder.state.calls = {};
        holder.state.lastRequests = {};
        holder.state.log = [];
        return res.writeHead(204).end();
      case "POST /fail":
        return send(res, 200, { failures: control.failOnce(holder, body as control.FailOnceOptions) });
      case "GET /hold":
        return send(res, 200, controlHolds(holder.state, {}));
      case "POST /hold":
        return send(res, 200, controlHolds(holder.state, body));
      case "POST /rate-limit":
        return send(res, 200, { rateLimits: control.rateLimit(holder, body) });
      case "POST /expire-tokens":
        return send(res, 200, control.expireTokens(holder, body));
      case "GET /settings":
        return send(res, 200, holder.state.settings);
      case "POST /settings":
        return send(res, 200, control.updateSettings(holder, body));
      case "POST /assets":
        return send(res, 200, control.setAssets(holder, body));
      case "POST /tokens":
        return send(res, 200, control.issueToken(holder, body));
      case "POST /review":
        return send(res, 200, control.reviewAds(holder, body as control.ReviewOptions));
      case "POST /campaigns":
        return send(res, 200, control.seedCampaign(holder, body));
      // Ads webhooks (webhooks-control.ts).
      case "GET /webhooks":
        return send(res, 200, await webhooksSnapshot(holder.state, settleWait(url.searchParams.get("settled"))));
      case "POST /webhooks":
        return send(res, 200, await registerWebhooks(holder.state, body as RegisterWebhooksOptions));
      case "DELETE /webhooks":
        return send(res, 200, unregisterWebhooks(holder.state));
      case "POST /webhooks/options":
        return send(res, 200, setWebhookOptions(holder.state, body));
      case "POST /fatigue":
        return send(res, 200, sendFatigue(holder.state, body as FatigueOptions));
      case "POST /insights": {
        const { id, ...override } = body as { id?: string } & Record<string, number>;
        if (!id) return send(res, 400, { error: "insights needs the object id" });
        return send(res, 200, control.setInsights(holder, id, override));
      }
      default:
        return send(res, 404, { error: `unknown control route ${req.method} ${path}` });
    }
  } catch (error) {
    return send(res, 400, { error: error instanceof Error ? error.message : String(error) });
  }
}
