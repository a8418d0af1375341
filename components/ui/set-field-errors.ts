import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "@/lib/actions/result";

/**
 * Puts a server's field errors under the form's own fields. `prefix`: where the form's values sit in
 * the action's input (e.g. "values."); other paths, and "_form", are left to the failure's toast.
 */
export function setFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fieldErrors: FieldErrors | undefined, prefix = "") {
  for (const [path, key] of Object.entries(fieldErrors ?? {})) {
    if (path === "_form" || !path.startsWith(prefix)) continue;
    setError(path.slice(prefix.length) as Path<T>, { type: "server", message: key });
  }
}
