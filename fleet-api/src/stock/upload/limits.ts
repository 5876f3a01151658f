// Limits of the installer upload (README "Upload limits"). A job sheet from an installer company is a
// few hundred rows; the limits leave room for a year's jobs while keeping one request bounded.
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_ROWS = 5_000;

/** Installer companies by the code the upload names them with (spec 2 §7). */
export const UPLOAD_COMPANY_CODES = ['hes0005', 'hub001', 'hub'] as const;
