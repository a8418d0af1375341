// The Meta app's own node as its app token reads it: GET /{app-id}/permissions, "Permissions that have
// been approved via Login Review" (https://developers.facebook.com/docs/graph-api/reference/application/permissions/),
// each `{ permission, status }` with status `live` or `unapproved` (facebook-business-sdk-codegen
// enum_types.json applicationpermissions_status_enum_param). The setting unapprovedPermissions keeps some
// at Standard access. Never used by production code.
import { graphErrors } from "./errors";
import { json, type Reply } from "./reply";
import { paged, type GraphRequest } from "./request";
import { ALL_SCOPES, FAKE_META_APP } from "./seed";
import type { FakeMetaState } from "./state";

const appToken = `${FAKE_META_APP.id}|${FAKE_META_APP.secret}`;

/** The app's own edges take its app access token, `{app-id}|{app-secret}`, and no other. */
export function requireAppToken(req: GraphRequest) {
  if (!req.token) throw graphErrors.missingToken();
  if (req.token !== appToken) throw graphErrors.appTokenRequired();
}

export function appPermissions(state: FakeMetaState, req: GraphRequest): Reply {
  requireAppToken(req);
  const unapproved = state.settings.unapprovedPermissions;
  const rows = ALL_SCOPES.map((permission) => ({ permission, status: unapproved.includes(permission) ? "unapproved" : "live" }));
  return json(paged(rows, req));
}
