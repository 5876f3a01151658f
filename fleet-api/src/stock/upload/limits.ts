// Limits of the installer upload (README "Upload limits"), shared with the web through domain/. A job
// sheet from an installer company is a few hundred rows; the limits leave room for a year's jobs while
// keeping one request bounded.
import { INSTALL_UPLOAD_COMPANIES, INSTALL_UPLOAD_MAX_BYTES, INSTALL_UPLOAD_MAX_ROWS } from '@hub/domain';

export const MAX_UPLOAD_BYTES = INSTALL_UPLOAD_MAX_BYTES;
export const MAX_UPLOAD_ROWS = INSTALL_UPLOAD_MAX_ROWS;

/** Installer companies by the code the upload names them with (spec 2 §7). */
export const UPLOAD_COMPANY_CODES = INSTALL_UPLOAD_COMPANIES.map((company) => company.code);
