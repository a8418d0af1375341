// Tests: takes the process's log lines (parsed) instead of writing them to stdout.
import { redirectLogs } from "./sink";

export type LogEntry = { level: string; msg?: string; requestId?: string; [field: string]: unknown };

export function captureLogs(): { entries: LogEntry[]; lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const entries: LogEntry[] = [];
  const restore = redirectLogs((line) => {
    lines.push(line);
    entries.push(JSON.parse(line) as LogEntry);
  });
  return { entries, lines, restore };
}
