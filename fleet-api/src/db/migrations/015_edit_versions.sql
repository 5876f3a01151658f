-- Optimistic concurrency (issue 16): every edited record carries a version, read with the record and sent
-- back with the save; a save from an older copy is refused (409) instead of overwriting someone else's
-- change. 0 means "never saved" (a hub with no information or boiler record yet).
ALTER TABLE hub_information ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE boilers ADD COLUMN version integer NOT NULL DEFAULT 1;
