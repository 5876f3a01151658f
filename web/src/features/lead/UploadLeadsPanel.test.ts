import { describe, expect, it } from 'vitest';
import { leadsText } from './UploadLeadsPanel';

describe('the Upload Leads texts', () => {
  it('counts leads in the singular for one (Save 1 lead, not Save 1 leads)', () => {
    expect(leadsText(1)).toBe('1 lead');
    expect(leadsText(0)).toBe('0 leads');
    expect(leadsText(1200)).toBe('1,200 leads');
  });
});
