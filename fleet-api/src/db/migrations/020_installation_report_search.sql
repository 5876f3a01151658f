-- Indexes for the installation reports grid's column searches (spec 2 §5) at 100,000 rows.
-- Numbers and dates are matched exactly or by day range: b-tree indexes. Text columns are matched by
-- "contains" (ILIKE '%…%'), which a b-tree cannot serve: trigram GIN indexes can.
-- uid (primary key), serial_no, mprn, uploaded and status are indexed by 008 already.
-- A trigram index costs about a millisecond per inserted row, so only the columns a search narrows to a
-- few rows have one: names, address, phones, e-mail, postcodes, ids and serials. Columns with a handful of
-- values (status, start_job, assignedto) match so many rows that the planner reads the table anyway, and
-- the sparse free-text ones (address lines 2 and 3, notes, process_error) and the provider's JSON record
-- are searched rarely: a scan of 100,000 rows answers those in tens of milliseconds.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

CREATE INDEX installations_unique_id ON installations (unique_id);
CREATE INDEX installations_installerid ON installations (installerid);
CREATE INDEX installations_created_on ON installations (created_on);
CREATE INDEX installations_assigned_date_time ON installations (assigned_date_time);
CREATE INDEX installations_start_time ON installations (start_time);
CREATE INDEX installations_end_time ON installations (end_time);
CREATE INDEX installations_last_updated_date_time ON installations (last_updated_date_time);
CREATE INDEX installations_date_corrected ON installations (date_corrected);

CREATE INDEX installations_job_id_trgm ON installations USING gin (job_id public.gin_trgm_ops);
CREATE INDEX installations_post_code_trgm ON installations USING gin (post_code public.gin_trgm_ops);
CREATE INDEX installations_first_name_trgm ON installations USING gin (first_name public.gin_trgm_ops);
CREATE INDEX installations_last_name_trgm ON installations USING gin (last_name public.gin_trgm_ops);
CREATE INDEX installations_address_line_1_trgm ON installations USING gin (address_line_1 public.gin_trgm_ops);
CREATE INDEX installations_city_trgm ON installations USING gin (city public.gin_trgm_ops);
CREATE INDEX installations_job_postal_code_trgm ON installations USING gin (job_postal_code public.gin_trgm_ops);
CREATE INDEX installations_contact_phone_trgm ON installations USING gin (contact_phone public.gin_trgm_ops);
CREATE INDEX installations_contact_mobile_trgm ON installations USING gin (contact_mobile public.gin_trgm_ops);
CREATE INDEX installations_contact_email_trgm ON installations USING gin (contact_email public.gin_trgm_ops);
CREATE INDEX installations_mprn_trgm ON installations USING gin (mprn public.gin_trgm_ops);
CREATE INDEX installations_eircode_trgm ON installations USING gin (eircode public.gin_trgm_ops);
CREATE INDEX installations_scan_serial_trgm ON installations USING gin (scan_serial_number_of_hub public.gin_trgm_ops);
CREATE INDEX installations_entered_serial_trgm ON installations USING gin (entered_serial_number_of_hub public.gin_trgm_ops);
CREATE INDEX installations_gprn_trgm ON installations USING gin (gprn public.gin_trgm_ops);
