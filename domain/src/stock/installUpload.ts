// The installer upload (spec 2 §2, §5, §7): the three companies and their codes, the accepted file
// types, and the limits the fleet API enforces (the web checks them first, to say so before sending).

export const INSTALL_UPLOAD_COMPANIES = Object.freeze([
  { code: 'hes0005', name: 'HES' },
  { code: 'hub001', name: 'Insight' },
  { code: 'hub', name: 'EnergyServe' },
] as const);

export const INSTALL_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const INSTALL_UPLOAD_MAX_ROWS = 5_000;

export const INSTALL_UPLOAD_MESSAGES = Object.freeze({
  chooseFile: 'Choose an xlsx or csv file.',
  wrongType: 'Only xlsx and csv files are accepted.',
  tooLarge: 'The file is larger than 10 MB.',
  invalidSerial: 'Can only open Hub page to valid serial number',
});

/** Spec 2 §5: a file must be chosen, and only xlsx and csv are accepted (by name here; by content upstream). */
export function installUploadFileProblem(file: { name: string; size: number } | null): string | null {
  if (file === null) return INSTALL_UPLOAD_MESSAGES.chooseFile;
  if (!/\.(xlsx|csv)$/i.test(file.name)) return INSTALL_UPLOAD_MESSAGES.wrongType;
  if (file.size > INSTALL_UPLOAD_MAX_BYTES) return INSTALL_UPLOAD_MESSAGES.tooLarge;
  return null;
}
