// The public face of @hub/domain: pure rules shared by the gateway and the web app.
export * from './serial.js';
export * from './installationJobSerial.js';
export * from './version.js';
export * from './heating.js';
export * from './lastSeen.js';
export * from './postcode.js';
export * from './phone.js';
export * from './dates.js';
export * from './machineId.js';
export * from './constants.js';
export type { FieldError } from './validation/userError.js';
export * from './validation/installationDates.js';
export * from './validation/hubInformation.js';
export * from './validation/stockModify.js';
export * from './hubList/problemReasons.js';
export * from './hubList/bands.js';
export * from './health/severity.js';
export * from './meter/meterReading.js';
