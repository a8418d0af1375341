import type { PlanType } from "@/lib/db/generated/enums";
import { PLAN_TYPES, isUnlimited } from "@/lib/plans/constants";

// Turns an audit entry's stored before/after values into field-by-field changes for display.
// Entries hold only safe values; a field whose name says it is a secret is still never shown.

export type AuditValue =
  | { kind: "none" }
  | { kind: "hidden" }
  | { kind: "plan"; plan: PlanType }
  | { kind: "limit"; limit: number; unlimited: boolean }
  | { kind: "text"; text: string };

export type AuditFieldChange = { field: string; from: AuditValue; to: AuditValue };

const SECRET_FIELD = /password|secret|token|api_?key/i;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function valueOf(field: string, value: unknown): AuditValue {
  if (value === undefined || value === null || value === "") return { kind: "none" };
  if (SECRET_FIELD.test(field)) return { kind: "hidden" };
  if (field === "planType" && PLAN_TYPES.includes(value as PlanType)) return { kind: "plan", plan: value as PlanType };
  if (field === "campaignLimit" && typeof value === "number") return { kind: "limit", limit: value, unlimited: isUnlimited(value) };
  return { kind: "text", text: typeof value === "object" ? JSON.stringify(value) : String(value) };
}

/** The changed fields of an entry, in the order they were stored (a value that is not an object counts as field "value"). */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const from = isRecord(before) ? before : before === undefined || before === null ? {} : { value: before };
  const to = isRecord(after) ? after : after === undefined || after === null ? {} : { value: after };
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => ({ field, from: valueOf(field, from[field]), to: valueOf(field, to[field]) }));
}
