// The fake Graph API's routes: which handler answers a path and method, under which endpoint name the
// call is counted (the names failOnce and rateLimit take), and which ad account it concerns.
// Never used by production code.
import { appPermissions } from "./app";
import { subscribeAppWebhooks, unsubscribeAppWebhooks } from "./app-subscriptions";
import {
  accountNode,
  adAccounts,
  fieldsOf,
  instagramAccounts,
  instagramNode,
  minimumBudgets,
  pageNode,
  pages,
  pixels,
  requireAccount,
  targetingSearch,
} from "./assets";
import { runBatch } from "./batch";
import { createAd, createCreative } from "./creatives";
import { GraphError, graphErrors, graphTypeName } from "./errors";
import { insights } from "./insights";
import { listImages, listVideos, thumbnails, uploadImages, uploadVideo, videoNode } from "./media";
import { accessToken, debugToken, dialog, dialogAnswer, me, permissions, revokePermissions } from "./oauth";
import { updateObject } from "./edits";
import { deleteObject, NODE_TYPES } from "./objects";
import { listObjects, readMany, readObject } from "./reads";
import { json, type Ctx, type Reply } from "./reply";
import { paged, str, type GraphRequest } from "./request";
import { FAKE_META_APP } from "./seed";
import type { FakeMetaState, ObjectKind } from "./state";
import { GRAPH_TYPES } from "./specs";
import { createAdSet, createCampaign } from "./structure";
import { subscribeApp, subscribedApps, unsubscribeApp } from "./subscribed-apps";
import { creating } from "./validate-only";
import type { Route } from "./route";

export type { Route } from "./route";

const LISTED_KINDS: Record<string, ObjectKind> = { campaigns: "campaign", adsets: "adset", ads: "ad", adcreatives: "adcreative" };
const CREATORS: Record<string, (ctx: Ctx, account: NonNullable<ReturnType<FakeMetaState["account"]>>) => Reply> = {
  campaigns: createCampaign,
  adsets: createAdSet,
  ads: createAd,
  adcreatives: createCreative,
};

/**
 * A path segment after a node that the fake doesn't route. Graph reads /{node}/{name} as the field `name`:
 * a name the type lacks is its "nonexisting field" refusal (e.g. facebook/facebook-php-business-sdk#436,
 * "(campaigns) on node type (AdAccount)"). An edge Meta has (specs.ts) that the fake doesn't serve is the
 * fake's own gap, said as such rather than as a refusal Meta wouldn't give.
 */
function unknownEdge(name: string, type: string): GraphError {
  if (GRAPH_TYPES[type]?.edges?.[name] !== undefined)
    return new GraphError({ code: 100, message: `(#100) The fake Meta doesn't serve the edge ${name} of ${type} (e2e/fakes/meta/graph.ts): add it there` });
  return graphErrors.nonexistingField(name, graphTypeName(type));
}

export function route(state: FakeMetaState, req: GraphRequest): Route {
  const [first = "", second, third] = req.segments;
  const method = req.method;
  const get = method === "GET";
  const unsupported = () => graphErrors.unsupported(method === "POST" ? "post" : method === "DELETE" ? "delete" : "get", first);

  if (first === "dialog" && second === "oauth") return { endpoint: "dialog", open: third === "answer" ? dialogAnswer : dialog };
  if (first === "oauth" && second === "access_token") return { endpoint: "oauth", open: accessToken };
  if (first === "debug_token" && !second) return { endpoint: "debug_token", open: debugToken };
  if (first === FAKE_META_APP.id && second === "permissions" && !third && get) return { endpoint: "app_permissions", open: appPermissions };
  // The app's webhook subscriptions (app-subscriptions.ts), with the app token; GET is not modelled.
  if (first === FAKE_META_APP.id && second === "subscriptions" && !third) {
    if (method === "POST") return { endpoint: "app_subscriptions", open: subscribeAppWebhooks };
    if (method === "DELETE") return { endpoint: "app_subscriptions", open: unsubscribeAppWebhooks };
    throw new GraphError({
      code: 100,
      message: `(#100) The fake Meta doesn't serve ${method} /{app-id}/subscriptions (e2e/fakes/meta/graph.ts): add it there`,
    });
  }
  // POST /{v}/ with batch=[...]: counted as "batch", each operation under its own endpoint; any version.
  if (!first && method === "POST" && req.params.batch !== undefined) return { endpoint: "batch", handle: (ctx) => runBatch(ctx, route) };
  // GET /{v}/?ids=a,b: counted as "ids", its usage headers those of the first object's ad account.
  if (!first && get && req.params.ids !== undefined) {
    // Root multiple-ID reads stop working at v26.0: "Root requests using GET /?ids=... return an error.
    // Use per-object requests or supported batching." (restfb/restfb#1692, 2026-08-05, the Java SDK's
    // maintainer). The exact error is not published; code 100 as for other removed parameters.
    if (Number(req.version.replace(/^v/, "")) >= 26)
      throw new GraphError({
        code: 100,
        message: "(#100) The ids parameter is not supported on root requests in this version. Use per-object requests or batch requests.",
      });
    const firstId =
      String(req.params.ids)
        .replace(/[[\]"\s]/g, "")
        .split(",")[0] ?? "";
    return { endpoint: "ids", ads: true, accountId: state.objects.get(firstId)?.accountId, handle: readMany };
  }
  if (first === "search" && !second) {
    const type = str(req.params, "type");
    return { endpoint: "search", detail: `search.${type}`, handle: (ctx) => targetingSearch(ctx, type) };
  }

  if (first === "me" || first === state.settings.user.id) {
    if (!second && get) return { endpoint: "me", handle: (ctx) => json(fieldsOf(ctx, me(ctx), "User", ["name", "id"])) };
    if (second === "permissions" && get && !third) return { endpoint: "permissions", handle: permissions };
    if (second === "permissions" && method === "DELETE")
      return { endpoint: "permissions", detail: "permissions.delete", handle: (ctx) => revokePermissions(ctx, third) };
    if (second === "adaccounts" && get) return { endpoint: "adaccounts", handle: adAccounts };
    if (second === "accounts" && get) return { endpoint: "pages", handle: (ctx) => pages(ctx, true) };
    if (second === "businesses" && get) return { endpoint: "businesses", handle: () => json({ data: [] }) };
    if (second) throw unknownEdge(second, "User");
    throw unsupported();
  }

  if (/^act_\d+$/.test(first)) {
    const accountId = first.slice(4);
    const base = { accountId, ads: true };
    const account = (ctx: Ctx, write: boolean) => requireAccount(ctx, first, write);
    if (!second) {
      if (!get) throw unsupported();
      return { ...base, endpoint: "adaccount", handle: (ctx) => json(fieldsOf(ctx, accountNode(account(ctx, false)), "AdAccount", ["account_id", "id"])) };
    }
    const creator = CREATORS[second];
    if (creator && method === "POST") return { ...base, endpoint: second, handle: (ctx) => creating(second, ctx, () => creator(ctx, account(ctx, true))) };
    const listed = LISTED_KINDS[second];
    if (listed && get) return { ...base, endpoint: "objects", handle: (ctx) => listObjects(ctx, listed, account(ctx, false).account_id) };
    switch (`${method} ${second}`) {
      case "POST adimages":
        return { ...base, endpoint: "adimages", handle: (ctx) => uploadImages(ctx, account(ctx, true)) };
      case "GET adimages":
        return { ...base, endpoint: "objects", handle: (ctx) => listImages(ctx, account(ctx, false)) };
      case "POST advideos": {
        const phase = str(req.params, "upload_phase");
        return { ...base, endpoint: "advideos", detail: phase ? `advideos.${phase}` : undefined, handle: (ctx) => uploadVideo(ctx, account(ctx, true)) };
      }
      case "GET advideos":
        return { ...base, endpoint: "objects", handle: (ctx) => listVideos(ctx, account(ctx, false)) };
      case "GET adspixels":
        return { ...base, endpoint: "pixels", handle: (ctx) => pixels(ctx, account(ctx, false)) };
      case "GET promote_pages":
        return { ...base, endpoint: "pages", handle: (ctx) => (account(ctx, false), pages(ctx, false)) };
      case "GET instagram_accounts":
        return { ...base, endpoint: "pages", handle: (ctx) => instagramAccounts(ctx, account(ctx, false).instagram_accounts ?? []) };
      case "GET minimum_budgets":
        return { ...base, endpoint: "minimum_budgets", handle: (ctx) => minimumBudgets(account(ctx, false)) };
      case "GET insights":
        return { ...base, endpoint: "insights", handle: (ctx) => insights(ctx, account(ctx, false)) };
      case "GET targetingsearch":
        return { ...base, endpoint: "search", detail: "search.adinterest", handle: (ctx) => (account(ctx, false), targetingSearch(ctx, "adinterest")) };
      // Ads webhooks: the account connects the app (subscribed-apps.ts).
      case "POST subscribed_apps":
        return { ...base, endpoint: "subscribed_apps", handle: (ctx) => subscribeApp(ctx, first) };
      case "GET subscribed_apps":
        return { ...base, endpoint: "subscribed_apps", handle: (ctx) => subscribedApps(ctx, first) };
      case "DELETE subscribed_apps":
        return { ...base, endpoint: "subscribed_apps", detail: "subscribed_apps.delete", handle: (ctx) => unsubscribeApp(ctx, first) };
    }
    throw unknownEdge(second, "AdAccount");
  }

  const page = state.pages.find((item) => item.id === first);
  if (page && get) {
    if (!second) return { endpoint: "pages", handle: (ctx) => json(fieldsOf(ctx, pageNode(page), "Page", ["name", "id"])) };
    if (second === "instagram_accounts") return { endpoint: "pages", handle: (ctx) => instagramAccounts(ctx, page.instagram ? [page.instagram] : []) };
    if (second === "page_backed_instagram_accounts")
      return { endpoint: "pages", handle: (ctx) => instagramAccounts(ctx, page.pageBackedInstagram ? [page.pageBackedInstagram] : []) };
    throw unknownEdge(second, "Page");
  }
  const instagram = state.instagramAccount(first);
  if (instagram && get && !second) return { endpoint: "pages", handle: (ctx) => json(fieldsOf(ctx, instagramNode(instagram), "IGUser", ["id"])) };
  const pixel = state.pixels.find((item) => item.id === first);
  if (pixel && get && !second)
    return { endpoint: "pixels", accountId: pixel.account_id, handle: (ctx) => json(fieldsOf(ctx, { id: pixel.id, name: pixel.name }, "AdsPixel", ["id"])) };

  const object = state.objects.get(first);
  if (!object) throw unsupported();
  const base = { accountId: object.accountId, ads: true };
  const account = (ctx: Ctx, write: boolean) => requireAccount(ctx, `act_${object.accountId}`, write);
  if (!second) {
    if (get)
      return {
        ...base,
        endpoint: object.kind === "advideo" ? "video_status" : "objects",
        handle: (ctx) => (account(ctx, false), object.kind === "advideo" ? videoNode(ctx, object) : readObject(ctx, object)),
      };
    // Edits count as "activate" (the first one the app made) and as update.{kind}; deletions as delete.{kind}.
    if (method === "POST" && object.kind !== "advideo")
      return { ...base, endpoint: "activate", detail: `update.${object.kind}`, handle: (ctx) => updateObject(ctx, object, account(ctx, true)) };
    if (method === "DELETE")
      return { ...base, endpoint: "delete", detail: `delete.${object.kind}`, handle: (ctx) => (account(ctx, true), deleteObject(ctx, object)) };
    throw unsupported();
  }
  if (get && second === "insights" && object.kind !== "advideo" && object.kind !== "adcreative") {
    return { ...base, endpoint: "insights", handle: (ctx) => insights(ctx, account(ctx, false), object) };
  }
  if (get && second === "thumbnails" && object.kind === "advideo")
    return { ...base, endpoint: "objects", handle: (ctx) => (account(ctx, false), json(paged(thumbnails(ctx, object), ctx.req))) };
  const child = LISTED_KINDS[second];
  if (get && child && ((object.kind === "campaign" && (child === "adset" || child === "ad")) || (object.kind === "adset" && child === "ad"))) {
    return { ...base, endpoint: "objects", handle: (ctx) => listObjects(ctx, child, account(ctx, false).account_id, object) };
  }
  throw unknownEdge(second, NODE_TYPES[object.kind]);
}
