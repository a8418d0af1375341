// Structured JSON logs (pino), one line per event, secrets redacted (see scrub.ts).
import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { REDACT_PATHS, scrubSecrets } from "./scrub";

export type { Logger } from "pino";

type Options = { level: LoggerOptions["level"]; destination: DestinationStream };

export function createLogger({ level, destination }: Options): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // `err` is pino's default; `error` is the name most of our catch blocks use.
      serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
      redact: { paths: REDACT_PATHS },
      // The last step before the line is written: catches secrets inside strings and at any depth.
      hooks: { streamWrite: scrubSecrets },
    },
    destination,
  );
}
