-- The installer company an uploaded job came from (PUT installs/upload names it by code); null for
-- jobs imported from the field-service provider.
ALTER TABLE installations ADD COLUMN company_code text REFERENCES companies (code);
CREATE INDEX installations_company_code ON installations (company_code) WHERE company_code IS NOT NULL;
