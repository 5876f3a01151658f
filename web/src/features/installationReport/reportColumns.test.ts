import { describe, expect, it } from 'vitest';
import { headerWidth } from '../../ui/grid';
import { REPORT_GRID_COLUMNS } from './reportColumns';

describe('the installation reports grid columns', () => {
  it('are wide enough for the upstream names heading them (scan_serial_number_of_hub was cut)', () => {
    for (const c of REPORT_GRID_COLUMNS)
      expect(c.width, c.header).toBeGreaterThanOrEqual(headerWidth(c.header));
  });
});
