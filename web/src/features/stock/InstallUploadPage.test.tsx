import { screen } from '@testing-library/react';
import { INSTALL_UPLOAD_MESSAGES } from '@hub/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unsavedWork } from '../../app/routing/unsavedWork';
import { renderWithProviders } from '../../test/renderWithProviders';
import InstallUploadPage from './InstallUploadPage';
import type { UploadResult } from './installUploadResult';

// The upload goes out as XMLHttpRequest multipart (ui/uploadFile.ts); here it answers a one-job preview.
const { uploadFile } = vi.hoisted(() => ({ uploadFile: vi.fn() }));
vi.mock('../../ui/uploadFile', () => ({ uploadFile }));

const previewOf = (company: string): UploadResult => ({
  preview: true,
  filename: 'jobs.csv',
  company,
  ignored_columns: [],
  created: 0,
  updated: 0,
  failures: [],
  saved: [
    {
      row: 2,
      job_id: 'J1',
      status: 'JOB_ACCEPTED',
      post_code: null,
      first_name: 'Ann',
      last_name: null,
      serial_no: null,
      hubid: null,
      assigned_date_time: null,
      end_time: null,
    },
  ],
});

describe('InstallUploadPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    uploadFile.mockImplementation((_name: string, form: FormData) =>
      Promise.resolve({ status: 200, ok: true, message: null, data: previewOf(String(form.get('company'))) }),
    );
  });

  const previewed = async () => {
    const rendered = renderWithProviders(<InstallUploadPage />);
    const input = screen.getByLabelText<HTMLInputElement>('Installation sheet');
    await rendered.user.upload(input, new File(['job_id\nJ1\n'], 'jobs.csv', { type: 'text/csv' }));
    await rendered.user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Preview: 1 job would be saved and 0 would fail. Nothing is saved yet.');
    return { ...rendered, input };
  };

  it('holds a preview for the leave guard, and lets the same file be chosen again after Cancel', async () => {
    const { user, input } = await previewed();
    expect(unsavedWork()).toEqual({ unsaved: ['the install upload you previewed'], leaving: 'page' });
    // Cancel throws the preview away: it asks first, and Keep keeps it.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    screen.getByRole('alertdialog', { name: 'Discard your changes to the install upload you previewed?' });
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    screen.getByRole('button', { name: 'Save 1 job' });
    expect(unsavedWork()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(unsavedWork()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save 1 job' })).toBeNull();
    expect(screen.getByTestId('chosen-file').textContent).toBe('No file chosen');
    // The preview's buttons gone, the focus is on Choose File, the next step, rather than on the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose File' }));
    // The browser only reports a pick that differs from what the input holds: the picker opens empty.
    await user.click(screen.getByRole('button', { name: 'Choose File' }));
    expect(input.value).toBe('');
  });

  it('drops the preview when the company changes, so Save cannot save it under another company', async () => {
    const { user } = await previewed();
    screen.getByRole('button', { name: 'Save 1 job' });
    await user.selectOptions(screen.getByLabelText('Company'), 'Insight');
    expect(screen.queryByRole('button', { name: 'Save 1 job' })).toBeNull();
    expect(screen.queryByText(/^Preview:/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByRole('button', { name: 'Save 1 job' });
    expect(uploadFile.mock.calls.at(-1)?.[1].get('company')).toBe('hub001');
  });

  it('shows post codes as the installations list does (spec 2 §5): an Eircode as "D02 XY45"', async () => {
    const preview = previewOf('hes0005');
    const job = { ...preview.saved[0]!, job_id: 'J2', status: 'JOB_COMPLETED', post_code: 'd02xy45' };
    uploadFile.mockResolvedValue({
      status: 200,
      ok: true,
      message: null,
      data: {
        ...preview,
        saved: [job],
        failures: [
          {
            row: 3,
            cause: 'No job id',
            job: { job_id: null, post_code: 'a65 f4e2 ', first_name: null, last_name: null, status: null },
          },
        ],
      },
    });
    const { user } = renderWithProviders(<InstallUploadPage />);
    await user.upload(
      screen.getByLabelText('Installation sheet'),
      new File(['job_id\nJ2\n'], 'jobs.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Preview: 1 job would be saved and 1 would fail. Nothing is saved yet.');
    screen.getByText('D02 XY45');
    screen.getByText('A65 F4E2');
  });

  it('lets the keyboard reach a completed row with no valid serial, and says why it opens no hub', async () => {
    const job = (jobId: string, serial: number, hubid: number | null) => ({
      ...previewOf('HES').saved[0]!,
      job_id: jobId,
      status: 'JOB_COMPLETED',
      serial_no: serial,
      hubid,
    });
    uploadFile.mockResolvedValue({
      status: 200,
      ok: true,
      message: null,
      data: { ...previewOf('HES'), saved: [job('J500', 500, 5), job('J1100175', 1100175, 1001)] },
    });
    const { user } = await (async () => {
      const rendered = renderWithProviders(<InstallUploadPage />);
      const input = screen.getByLabelText<HTMLInputElement>('Installation sheet');
      await rendered.user.upload(input, new File(['job_id\nJ1\n'], 'jobs.csv', { type: 'text/csv' }));
      await rendered.user.click(screen.getByRole('button', { name: 'Upload' }));
      await screen.findByText('Completed installations (2)');
      return rendered;
    })();
    // A valid serial stays a real link to its hub.
    expect(screen.getByRole('link', { name: 'J1100175' }).getAttribute('href')).toBe('/hub/1001');
    const invalid = screen.getByRole('button', { name: 'J500' });
    invalid.focus();
    expect(document.activeElement).toBe(invalid);
    expect(invalid.tabIndex).toBe(0);
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe(INSTALL_UPLOAD_MESSAGES.invalidSerial);
  });
});
