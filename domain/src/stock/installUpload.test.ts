import { describe, expect, it } from 'vitest';
import { INSTALL_UPLOAD_MESSAGES, installUploadFileProblem } from './installUpload.js';

describe('installUploadFileProblem', () => {
  it('asks for a file, accepts xlsx and csv up to 10 MB, refuses others', () => {
    expect(installUploadFileProblem(null)).toBe(INSTALL_UPLOAD_MESSAGES.chooseFile);
    expect(installUploadFileProblem({ name: 'jobs.XLSX', size: 10 })).toBeNull();
    expect(installUploadFileProblem({ name: 'jobs.csv', size: 10 * 1024 * 1024 })).toBeNull();
    expect(installUploadFileProblem({ name: 'jobs.csv', size: 10 * 1024 * 1024 + 1 })).toBe(
      'The file is larger than 10 MB.',
    );
    expect(installUploadFileProblem({ name: 'jobs.xls', size: 10 })).toBe(
      'Only xlsx and csv files are accepted.',
    );
  });
});
