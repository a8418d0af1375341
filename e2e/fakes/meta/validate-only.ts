// execution_options=["validate_only"] on creation (Marketing API references of the campaigns, adsets,
// ads and adcreatives edges; codegen enum_types.json *_execution_options): every check runs, nothing is
// made, and the answer is { success: true }. Never used by production code.
import { graphErrors } from "./errors";
import { json, type Ctx, type Reply } from "./reply";
import { listParam } from "./request";
import { EXECUTION_OPTIONS } from "./update-params";
import type { ObjectKind } from "./state";

const KIND_OF_EDGE: Record<string, ObjectKind> = { campaigns: "campaign", adsets: "adset", ads: "ad", adcreatives: "adcreative" };

/** Runs a creation, or only its checks when asked to validate: the object made is dropped again. */
export function creating(edge: string, ctx: Ctx, create: () => Reply): Reply {
  const options = listParam(ctx.req.params, "execution_options") ?? [];
  const kind = KIND_OF_EDGE[edge]!;
  const allowed = EXECUTION_OPTIONS[kind] ?? ["validate_only"];
  if (options.some((option) => !allowed.includes(option))) throw graphErrors.mustBeOneOf("execution_options", allowed);
  if (!options.includes("validate_only")) return create();
  const before = new Set(ctx.state.objects.keys());
  create();
  for (const id of ctx.state.objects.keys()) if (!before.has(id)) ctx.state.objects.delete(id);
  return json({ success: true });
}
