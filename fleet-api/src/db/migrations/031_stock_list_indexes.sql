-- The stock list filters on one field and sorts by it, then by hub id (GET stock). Indexes that match
-- that order let a filtered page at 100,000 hubs read only its own rows; the shipment, status, location,
-- installer, state and customer-type columns already have theirs (004_hubs.sql).
CREATE INDEX hub_information_carton ON hub_information (carton_number, hubid);
CREATE INDEX hub_information_docket ON hub_information (stock_docket_number, hubid);
CREATE INDEX hub_information_seai_group ON hub_information (seai_trial_group, hubid);
CREATE INDEX hub_information_installed ON hub_information (installed, hubid);
CREATE INDEX hub_information_dispatched ON hub_information (dispatched, hubid);
