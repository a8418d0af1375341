// The browser's side of logging: server code logs through lib/log (JSON lines, secrets redacted,
// request ids); code running in the browser has only the developer console, reached through here.
/* eslint-disable no-console -- the one place browser code may write to the console */

export function reportBrowserError(context: string, error: unknown, detail?: unknown): void {
  console.error(`[${context}]`, error, ...(detail === undefined ? [] : [detail]));
}

export function reportBrowserWarning(context: string, message: string, error?: unknown): void {
  console.warn(`[${context}] ${message}`, ...(error === undefined ? [] : [error]));
}
