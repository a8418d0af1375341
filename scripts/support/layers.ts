import path from "node:path";
import type { Edge } from "./import-graph";

// The foundation (decision 028): what every feature stands on — configuration, logs, the database,
// secrets, languages, mail, files, settings, rate limits, the request pipeline and its answers, sessions,
// the job queue, and Meta's version table the configuration defaults to. A foundation folder imports only
// foundation folders, so a change to a feature never reaches the ground under the others.
export const FOUNDATION = [
  "lib",
  "lib/actions",
  "lib/auth",
  "lib/db",
  "lib/db/generated",
  "lib/db/export",
  "lib/env",
  "lib/http",
  "lib/i18n",
  "lib/jobs",
  "lib/log",
  "lib/mail",
  "lib/meta/versions",
  "lib/ops",
  "lib/pipeline",
  "lib/rate-limit",
  "lib/security",
  "lib/settings",
  "lib/storage",
] as const;

const foundation = new Set<string>(FOUNDATION);
const folderOf = (file: string) => path.posix.dirname(file);

/** Imports from a foundation folder into a feature folder. */
export const foundationBreaches = (edges: readonly Edge[]) => edges.filter(({ from, to }) => foundation.has(folderOf(from)) && !foundation.has(folderOf(to)));
