-- The ECMS register's removals and searches (issue 14).
-- A removed scheme job is kept, with who removed it and when, so a removal made by mistake can be
-- restored from the raw view: a job lost from the register is a grant lost.
ALTER TABLE ecms ADD COLUMN removed_at timestamptz;
ALTER TABLE ecms ADD COLUMN removed_by integer REFERENCES user_profiles ON DELETE SET NULL;

-- Each filterable column of the ECMS grid has an index (the grid pages by ecms_id, the primary key).
-- Numbers and dates are matched exactly or by day: b-tree. Text is matched by "contains" (ILIKE '%…%'),
-- which only a trigram index serves. mprn is UNIQUE (009) and ecms_status_id, hubid indexed there;
-- the hub's last_seen has its own index on hubs (004); company names are matched in the four-row
-- companies table and then by installer_company_id.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE INDEX ecms_removed_at ON ecms (removed_at);
CREATE INDEX ecms_serial_no ON ecms (serial_no);
CREATE INDEX ecms_end_time ON ecms (end_time);
CREATE INDEX ecms_date_sent ON ecms (date_sent);
CREATE INDEX ecms_hub_batch ON ecms (hub_batch);
CREATE INDEX ecms_ei_batch ON ecms (ei_batch);
CREATE INDEX ecms_company ON ecms (installer_company_id);
CREATE INDEX ecms_job_id_trgm ON ecms USING gin (job_id public.gin_trgm_ops);
CREATE INDEX ecms_first_name_trgm ON ecms USING gin (first_name public.gin_trgm_ops);
-- The Address search matches either line: one index on the expression the search uses.
CREATE INDEX ecms_address_trgm ON ecms
  USING gin ((coalesce(address_line_1, '') || ' ' || coalesce(address_line_2, '')) public.gin_trgm_ops);
CREATE INDEX ecms_contact_mobile_trgm ON ecms USING gin (contact_mobile public.gin_trgm_ops);
CREATE INDEX ecms_post_code_trgm ON ecms USING gin (post_code public.gin_trgm_ops);
CREATE INDEX ecms_mprn_trgm ON ecms USING gin (mprn public.gin_trgm_ops);
CREATE INDEX ecms_comment_trgm ON ecms USING gin (comment public.gin_trgm_ops);
