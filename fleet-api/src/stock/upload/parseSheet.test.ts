import { describe, expect, it } from 'vitest';
import { readSheet } from './parseSheet.js';

const csv = async (text: string) => readSheet('csv', Buffer.from(text));

describe('readSheet csv', () => {
  it('numbers each row as the sheet does, blank lines included', async () => {
    const sheet = await csv('job_id,status\r\nA1,JOB_COMPLETED\r\n\r\n,\r\nA2,JOB_ACCEPTED\r\n\r\n');
    expect(sheet.rows).toEqual([
      { row: 2, cells: { job_id: 'A1', status: 'JOB_COMPLETED' } },
      { row: 5, cells: { job_id: 'A2', status: 'JOB_ACCEPTED' } },
    ]);
  });

  it('finds the header below blank lines at the top', async () => {
    const sheet = await csv('\n\njob_id,status\nA1,JOB_COMPLETED\n');
    expect(sheet.rows).toEqual([{ row: 4, cells: { job_id: 'A1', status: 'JOB_COMPLETED' } }]);
  });

  it('names the sheet row of a row cut short', async () => {
    await expect(
      csv('job_id,status,first_name\nA1,JOB_COMPLETED,Ann\nA2,JOB_COMPLETED,Bob\n\nA3\n'),
    ).rejects.toThrow('Row 5 has 1 cells where the header has 3: the file may be cut short or damaged.');
  });

  it('still refuses a file with nothing in it but blank lines', async () => {
    await expect(csv('\n \n')).rejects.toThrow('The file has no header row.');
  });

  it('reads a sheet of one column, the job ids alone', async () => {
    const sheet = await csv('Job ID\nONE-1\nONE-2\n');
    expect(sheet.rows).toEqual([
      { row: 2, cells: { job_id: 'ONE-1' } },
      { row: 3, cells: { job_id: 'ONE-2' } },
    ]);
  });

  it('refuses a text that is no sheet of jobs by its missing job id column', async () => {
    await expect(csv('Dear installer\nPlease find the jobs attached\nThanks\n')).rejects.toThrow(
      'The file has no job id column (a header such as "Job ID").',
    );
  });
});
