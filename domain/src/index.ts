// The public face of @hub/domain: pure rules shared by the gateway and the web app.
export * from './serial.js';
export * from './installationJobSerial.js';
export * from './version.js';
export * from './heating.js';
export * from './lastSeen.js';
export * from './postcode.js';
export * from './phone.js';
export * from './dates.js';
// dateInput.ts is its own entry, @hub/domain/dateInput: it brings date-fns, which only date inputs need
// (kept out of the web app's first chunk).
export * from './machineId.js';
export * from './constants.js';
export type { FieldError } from './validation/userError.js';
export * from './validation/installationDates.js';
export * from './validation/hubInformation.js';
export * from './validation/stockModify.js';
export * from './boiler/boiler.js';
export * from './schedule/schedule.js';
export * from './spend/spend.js';
export * from './installation/fieldJobLinks.js';
export * from './issue/issues.js';
export * from './issue/firmware.js';
export * from './comms/comms.js';
export * from './message/message.js';
export * from './hubList/problemReasons.js';
export * from './hubList/bands.js';
export * from './health/severity.js';
export * from './meter/meterReading.js';
export * from './stock/installJobStatus.js';
export * from './stock/stockMessages.js';
export * from './stock/installUpload.js';
export * from './installation/reportColumns.js';
export * from './admin/messages.js';
export * from './admin/password.js';
export * from './admin/queryStatistics.js';
export * from './admin/emailDomain.js';
export * from './admin/profileInput.js';
export * from './meter/readingCheck.js';
