// Graph calls held in flight until the test lets them go, POST /__control/hold: Meta taking its time over
// a step, so a test can look at a publish part-way (reload the page in the middle of it) without timing
// anything. Calls are named as failOnce names them (admit.ts keysOf: "campaigns", "adsets", "ads"...):
//   { "endpoint": "adsets" }                  every call counted under that name waits, from now;
//   { "endpoint": "adsets", "release": true } the waiting ones go on, and no more wait;
//   { "release": true }                       every hold is lifted.
// Every answer (GET too) says { held: [names], waiting: { name: count } }. A held call goes on by itself
// after HOLD_MAX_MS, within the app's 30 seconds per Graph request, so nothing hangs for good. The holds
// belong to the state they were set on (a reset starts without any).
// Never used by production code.
import type { FakeMetaState } from "./state";

export const HOLD_MAX_MS = 25_000;

type Holds = { held: Set<string>; waiting: Map<string, (() => void)[]> };
const holdsByState = new WeakMap<FakeMetaState, Holds>();
const holdsOf = (state: FakeMetaState): Holds => {
  let holds = holdsByState.get(state);
  if (!holds) holdsByState.set(state, (holds = { held: new Set(), waiting: new Map() }));
  return holds;
};

export type HoldControl = { endpoint?: string; release?: boolean };
export type HoldState = { held: string[]; waiting: Record<string, number> };

/** Resolves once no hold stops a call counted under `keys` (at once when none does). */
export function passHolds(state: FakeMetaState, keys: string[]): Promise<void> {
  const holds = holdsOf(state);
  const name = keys.find((key) => holds.held.has(key));
  if (!name) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(() => go(), HOLD_MAX_MS);
    const go = () => {
      clearTimeout(timer);
      const list = holds.waiting.get(name) ?? [];
      holds.waiting.set(
        name,
        list.filter((waiter) => waiter !== go),
      );
      resolve();
    };
    holds.waiting.set(name, [...(holds.waiting.get(name) ?? []), go]);
  });
}

export function controlHolds(state: FakeMetaState, patch: HoldControl): HoldState {
  const holds = holdsOf(state);
  if (patch.endpoint !== undefined && (typeof patch.endpoint !== "string" || !patch.endpoint))
    throw new Error("hold takes the endpoint name calls are counted under (campaigns, adsets, ads...)");
  if (patch.release) {
    const names = patch.endpoint ? [patch.endpoint] : [...holds.held, ...holds.waiting.keys()];
    for (const name of names) {
      holds.held.delete(name);
      for (const go of holds.waiting.get(name) ?? []) go();
      holds.waiting.delete(name);
    }
  } else if (patch.endpoint) {
    holds.held.add(patch.endpoint);
  }
  return {
    held: [...holds.held],
    waiting: Object.fromEntries([...holds.waiting].filter(([, list]) => list.length).map(([name, list]) => [name, list.length])),
  };
}
