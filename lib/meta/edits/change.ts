import "server-only";
import type { GraphClient } from "@/lib/meta/graph";
import type { MetaResult } from "@/lib/meta/errors";
import { withMeta } from "@/lib/meta/with-meta";

// One change an edit makes at Meta, with the way to put it back. The changes of one save go one by
// one; when Meta refuses one, those already made are undone (best effort), so Meta keeps what the app
// still shows (DESIGN: the app and Meta never disagree).

export type Change = { apply: (client: GraphClient) => Promise<void>; undo: (client: GraphClient) => Promise<void> };

/** A POST of fields to one object, as a step of a change. */
export const post = (id: string, params: Record<string, unknown>) => (client: GraphClient) =>
  client.post(id, params as Parameters<GraphClient["post"]>[1]).then(() => undefined);

/** Makes the changes at Meta in order; on a refusal, undoes those made and answers why. */
export async function applyAtMeta(userId: string, changes: Change[]): Promise<MetaResult<{ changes: number }>> {
  if (!changes.length) return { ok: true, data: { changes: 0 } };
  return withMeta(userId, async (client) => {
    const done: Change[] = [];
    try {
      for (const change of changes) {
        await change.apply(client);
        done.push(change);
      }
    } catch (error) {
      for (const change of done.reverse()) await change.undo(client).catch(() => undefined);
      throw error;
    }
    return { changes: changes.length };
  });
}
