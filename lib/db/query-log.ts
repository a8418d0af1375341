type QueryEvent = { query: string; duration: number };
type Listener = (event: QueryEvent) => void;

const listeners = new Set<Listener>();

/** Every query the client runs, in tests only (see lib/db/index.ts). */
export const queryLog = {
  on: (listener: Listener) => void listeners.add(listener),
  off: (listener: Listener) => void listeners.delete(listener),
  emit: (event: QueryEvent) => listeners.forEach((listener) => listener(event)),
};
