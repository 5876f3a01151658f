-- Optimistic concurrency (issue 16 item 3), as migration 015 did for hub information and the boiler: the
-- firmware records people edit carry a version, read with the record and sent back with the save, so a
-- save from an older copy is refused (409) instead of overwriting someone else's change.
ALTER TABLE firmware_sets ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE firmware_routes ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE firmwares ADD COLUMN version integer NOT NULL DEFAULT 1;
