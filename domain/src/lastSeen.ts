// Last-seen bands (spec 1 §4 and §9): within 2 hours, within 8 hours, older. "Within" includes the
// boundary, so a hub seen exactly 2 hours ago is still RECENT. A time in the future (hub clock ahead
// of ours) counts as just seen; a missing or unreadable time counts as lost.

export type LastSeenBand = 'RECENT' | 'STALE' | 'LOST';

export const LAST_SEEN_RECENT_MS = 2 * 60 * 60 * 1000;
export const LAST_SEEN_STALE_MS = 8 * 60 * 60 * 1000;

export function lastSeenBand(
  lastSeen: string | Date | null | undefined,
  now: Date = new Date(),
): LastSeenBand {
  if (lastSeen === null || lastSeen === undefined || lastSeen === '') return 'LOST';
  const seenAt = (lastSeen instanceof Date ? lastSeen : new Date(lastSeen)).getTime();
  if (Number.isNaN(seenAt)) return 'LOST';
  const age = now.getTime() - seenAt;
  if (age <= LAST_SEEN_RECENT_MS) return 'RECENT';
  if (age <= LAST_SEEN_STALE_MS) return 'STALE';
  return 'LOST';
}
