// Editors that stay open (a row's form on the firmware screens, with no read view to go back to) end a
// save that got no answer as the boiler and information editors do (issue 16: say plainly it may have
// gone through, and show the record's real state): the stored copy is fetched and the editor starts again
// from it, with UncertainSaveNotice above it until its next save is taken. Kept by the list around the
// editors, as an editor keyed by its record's version is remounted when that save did go through.
import { useCallback, useState } from 'react';

interface RecordRestarts {
  count: number;
  uncertain: boolean;
}

export interface StoredCopyRestarts<K> {
  /** Part of the record's editor key: it changes when the editor is to start again from the stored copy. */
  restarts: (id: K) => number;
  /** A save of the record got no answer, and its editor now shows the stored copy. */
  uncertain: (id: K) => boolean;
  /**
   * After a save that got no answer: fetches the stored copy with `reload`, then starts the editor again
   * from it. When the stored copy cannot be fetched either, nothing changes: the editor's own
   * SaveFailureNotice stays, with its Reload.
   */
  restart: (id: K, reload: () => Promise<unknown>) => void;
  /** A save of the record was taken: the notice goes. */
  saved: (id: K) => void;
}

export function useStoredCopyRestarts<K>(): StoredCopyRestarts<K> {
  const [records, setRecords] = useState<ReadonlyMap<K, RecordRestarts>>(() => new Map());
  const update = useCallback((id: K, change: (current: RecordRestarts) => RecordRestarts) => {
    setRecords((current) => {
      const next = new Map(current);
      next.set(id, change(current.get(id) ?? { count: 0, uncertain: false }));
      return next;
    });
  }, []);
  const restart = useCallback(
    (id: K, reload: () => Promise<unknown>) => {
      reload().then(
        () => update(id, ({ count }) => ({ count: count + 1, uncertain: true })),
        () => undefined,
      );
    },
    [update],
  );
  const saved = useCallback(
    (id: K) => {
      if (records.get(id)?.uncertain) update(id, (current) => ({ ...current, uncertain: false }));
    },
    [records, update],
  );
  return {
    restarts: (id) => records.get(id)?.count ?? 0,
    uncertain: (id) => records.get(id)?.uncertain ?? false,
    restart,
    saved,
  };
}
