// The date rules shared by hub information (spec 1 §5) and stock modify (spec 2 §5), with the spec's
// exact messages. Installation states 4 to 6 are the installed-type states that need a date.
import { isBeforeEarliestDate, isEmptyDate, isFutureDate } from '../dates.js';
import type { FieldError } from './userError.js';
import type { FormNumber } from './coerce.js';
import { toNumberOrNull } from './coerce.js';

export const INSTALLATION_DATE_MESSAGES = Object.freeze({
  installedRequired: 'The installation date should be set (estimate, if not known)',
  installedNotReal: 'The installation date should be real, or empty.',
  dispatchedNotReal: 'The dispatched date should be real, or empty.',
  /**
   * Not in the spec: an installation or a dispatch is recorded once done. Said as it is, not as "should
   * be set" of a date that is set, in the words of the other "not in the future" rules.
   */
  installedFuture: 'The installation date must not be in the future.',
  dispatchedFuture: 'The dispatched date must not be in the future.',
});

export const INSTALLED_STATE_IDS: readonly number[] = Object.freeze([4, 5, 6]);

export interface InstallationDatesInput {
  installationStateId?: FormNumber;
  installed?: string | Date | null;
  dispatched?: string | Date | null;
}

export function isInstalledState(installationStateId: FormNumber): boolean {
  const id = toNumberOrNull(installationStateId);
  return id !== null && INSTALLED_STATE_IDS.includes(id);
}

/**
 * The spec's rules, and one of its own: a date that has not come yet (after tomorrow, a day's grace for
 * time zones) is refused as in the future, whatever the state (the install upload refuses a job's future
 * times the same way).
 */
export function validateInstallationDates(
  input: InstallationDatesInput,
  now: Date = new Date(),
): FieldError[] {
  const errors: FieldError[] = [];
  if (isFutureDate(input.installed, now)) {
    errors.push({
      field: 'installed',
      message: INSTALLATION_DATE_MESSAGES.installedFuture,
      code: 'OUT_OF_RANGE',
    });
  } else if (isInstalledState(input.installationStateId)) {
    if (isEmptyDate(input.installed)) {
      errors.push({
        field: 'installed',
        message: INSTALLATION_DATE_MESSAGES.installedRequired,
        code: 'REQUIRED',
      });
    } else if (isBeforeEarliestDate(input.installed)) {
      errors.push({ field: 'installed', message: INSTALLATION_DATE_MESSAGES.installedRequired });
    }
  } else if (isBeforeEarliestDate(input.installed)) {
    errors.push({ field: 'installed', message: INSTALLATION_DATE_MESSAGES.installedNotReal });
  }
  if (isFutureDate(input.dispatched, now)) {
    errors.push({
      field: 'dispatched',
      message: INSTALLATION_DATE_MESSAGES.dispatchedFuture,
      code: 'OUT_OF_RANGE',
    });
  } else if (isBeforeEarliestDate(input.dispatched)) {
    errors.push({ field: 'dispatched', message: INSTALLATION_DATE_MESSAGES.dispatchedNotReal });
  }
  return errors;
}
