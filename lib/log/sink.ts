// Where the process's log lines go: stdout, unless a test takes them (see capture.ts).
type LogSink = (line: string) => void;

// process.stdout writes are synchronous on Linux for files, pipes and terminals: nothing to flush.
const stdout: LogSink = (line) => void process.stdout.write(line);
let current: LogSink = stdout;

export const logDestination = { write: (line: string) => current(line) };

/** Sends log lines to `sink` until the returned function is called. */
export function redirectLogs(sink: LogSink): () => void {
  const previous = current;
  current = sink;
  return () => {
    current = previous;
  };
}
