-- Optimistic concurrency (issue 16 item 3) for the smart-tech flags people set on the hub's State panel:
-- a version of the flags, read with the state and sent back with the save, so a save from an older copy
-- is refused (409) instead of silently undoing someone else's change. The hub's own reports (mains,
-- battery level) do not count as edits; 0 means "no state row yet".
ALTER TABLE hub_state ADD COLUMN flags_version integer NOT NULL DEFAULT 1;
