import type { CricketLog, SessionLog } from "#domain/training/log";
import { apiJson } from "#web/lib/api-client.ts";

export type QueuedEntry = { kind: "session"; entry: SessionLog } | { kind: "cricket"; entry: CricketLog };

/**
 * PUT /api/me/training/{sessions|cricket}/:id, idempotent: the same entry sent twice is stored once.
 * Answers the stored entry (a later edit may have won: last writer wins by editedAt).
 */
export function putEntry(item: QueuedEntry): Promise<{ entry: SessionLog | CricketLog; applied: boolean }> {
  const path = item.kind === "session" ? "sessions" : "cricket";
  return apiJson("PUT", `/api/me/training/${path}/${encodeURIComponent(item.entry.id)}`, item.entry);
}
