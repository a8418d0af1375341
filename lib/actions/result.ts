// The one result contract of every server action: errors are message keys, translated where shown.
export type FieldErrors = Record<string, string>;

export type ActionResult<T = void> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors?: FieldErrors; values?: MessageValues };

/** Values interpolated into an error's message (e.g. the plan's real limit). */
export type MessageValues = Record<string, string | number>;

export function ok<T>(data: T): ActionResult<T> {
  return { ok: true, data };
}

export function fail(error: string, fieldErrors?: FieldErrors, values?: MessageValues): { ok: false; error: string; fieldErrors?: FieldErrors; values?: MessageValues } {
  return { ok: false, error, ...(fieldErrors ? { fieldErrors } : {}), ...(values ? { values } : {}) };
}
