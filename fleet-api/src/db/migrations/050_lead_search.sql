-- Indexes for the leads grids (spec 3 §2.2, §2.4) at 100,000 leads: a filtered page should cost what it
-- costs at 2,000. Numbers, days and lookup ids are matched exactly: b-tree indexes. Text is matched by
-- "contains" (ILIKE '%…%'): trigram GIN indexes (pg_trgm, created by 020). Yes/no columns and the fuel
-- type and source codes hold a handful of values, so an index on them would not be used; the views
-- (docs/domain.md "Leads") are served by partial indexes in the grid's order instead.
-- uid (primary key), created, lead_status_id, lower(email) and mprn are indexed by 009 already.
CREATE INDEX leads_serial_number ON leads (serial_number);
CREATE INDEX leads_master_sheet_index ON leads (master_sheet_index);
CREATE INDEX leads_installation_batch ON leads (installation_batch);
CREATE INDEX leads_handed_to_installer ON leads (handed_to_installer);
CREATE INDEX leads_heating_system ON leads (heating_system_id);
CREATE INDEX leads_installerid ON leads (installerid);
CREATE INDEX leads_last_updated ON leads (last_updated_date_time);

-- The views: new, unresolved and on hold are open leads (not dead, not removed); dead ones are few.
CREATE INDEX leads_open_by_created ON leads (created DESC, uid DESC) WHERE NOT dead_lead AND NOT removed;
CREATE INDEX leads_dead_by_created ON leads (created DESC, uid DESC) WHERE dead_lead AND NOT removed;

-- The duplicate check of Upload Leads: same e-mail (009), same phone digits or same Eircode.
CREATE INDEX leads_phone_digits ON leads (regexp_replace(phone, '\D', '', 'g'));
CREATE INDEX leads_eircode ON leads (upper(replace(eircode, ' ', '')));

CREATE INDEX leads_job_id_trgm ON leads USING gin (job_id public.gin_trgm_ops);
CREATE INDEX leads_email_trgm ON leads USING gin (email public.gin_trgm_ops);
CREATE INDEX leads_phone_trgm ON leads USING gin (phone public.gin_trgm_ops);
CREATE INDEX leads_full_name_trgm ON leads USING gin (full_name public.gin_trgm_ops);
CREATE INDEX leads_address_trgm ON leads USING gin (address public.gin_trgm_ops);
CREATE INDEX leads_eircode_trgm ON leads USING gin (eircode public.gin_trgm_ops);
CREATE INDEX leads_city_trgm ON leads USING gin (city public.gin_trgm_ops);
CREATE INDEX leads_mprn_trgm ON leads USING gin (mprn public.gin_trgm_ops);
CREATE INDEX leads_gprn_trgm ON leads USING gin (gprn public.gin_trgm_ops);
