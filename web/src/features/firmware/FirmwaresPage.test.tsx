// Issue 16 item 3 on the firmwares screen: a release is saved with the editVersion it was read at; a save
// refused because someone else saved first (CONFLICT) says so, and Reload restarts from the stored copy.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { staleSaveMock, timedOutSaveMock } from '../../test/staleSaveMock';
import FirmwaresPage, { FirmwaresPage_Mutation, FirmwaresPage_Query } from './FirmwaresPage';

const release = {
  __typename: 'Firmware' as const,
  id: 9,
  version: { __typename: 'Version' as const, text: '1.1.4' },
  name: 'Ash',
  fwName: 'hub-1.1.4.bin',
  author: 'Niamh',
  comment: 'Stable build',
  setId: null,
  setName: null,
  stable: true,
  breakingChange: false,
  created: '2026-02-20T12:36:00.000Z',
  uri: null,
  hashType: null,
  hash: null,
  size: null as number | null,
  editVersion: 4,
};
const pageQuery = (f: typeof release) => ({
  request: { query: FirmwaresPage_Query },
  result: { data: { firmwares: [f], firmwareSets: [], canEditFirmware: true } },
});

describe('FirmwaresPage details', () => {
  it('writes the size as every other count is, with thousands separators', async () => {
    const { user } = renderWithProviders(<FirmwaresPage />, {
      mocks: [pageQuery({ ...release, size: 476184 })],
    });
    await user.click(await screen.findByText('Ash'));
    expect(await screen.findByText('476,184 bytes')).toBeTruthy();
  });
});

describe('FirmwaresPage stale saves', () => {
  it('refuses a release saved from a stale copy with a Reload that brings in the stored release', async () => {
    const { user, sent } = renderWithProviders(<FirmwaresPage />, {
      mocks: [
        pageQuery(release),
        staleSaveMock(FirmwaresPage_Mutation, 'this firmware release'),
        pageQuery({ ...release, comment: 'Recalled', editVersion: 5 }),
      ],
    });
    await user.click(await screen.findByText('Ash'));
    const form = await screen.findByRole('form', { name: 'Edit firmware' });
    await user.type(within(form).getByLabelText('Comment'), ' (checked)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('The firmware was not saved.');
    expect(alert.textContent).toContain('Someone else changed the firmware after you opened it.');
    expect(sent.find((op) => op.operationName === 'FirmwaresPage_Mutation')?.variables).toMatchObject({
      id: 9,
      editVersion: 4,
    });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('form', { name: 'Edit firmware' })).getByLabelText(
            'Comment',
          ) as HTMLInputElement
        ).value,
      ).toBe('Recalled'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);

  const commentOf = () =>
    (
      within(screen.getByRole('form', { name: 'Edit firmware' })).getByLabelText(
        'Comment',
      ) as HTMLInputElement
    ).value;

  it.each([
    ['went through', { ...release, comment: 'Stable build (checked)', editVersion: 5 }],
    ['did not go through', release],
  ])(
    'says a save that timed out may have gone through, and starts the editor again from the stored release (it %s)',
    async (_, stored) => {
      const { user } = renderWithProviders(<FirmwaresPage />, {
        mocks: [pageQuery(release), timedOutSaveMock(FirmwaresPage_Mutation), pageQuery(stored)],
      });
      await user.click(await screen.findByText('Ash'));
      const form = await screen.findByRole('form', { name: 'Edit firmware' });
      await user.type(within(form).getByLabelText('Comment'), ' (checked)');
      await user.click(within(form).getByRole('button', { name: 'Save' }));
      const notice = await screen.findByRole('status');
      expect(notice.textContent).toContain('The firmware may have been saved.');
      expect(notice.textContent).toContain('Showing the firmware as stored now');
      // What the form shows is the stored copy, not what was typed, and nothing waits to be saved.
      await waitFor(() => expect(commentOf()).toBe(stored.comment));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(
        within(screen.getByRole('form', { name: 'Edit firmware' }))
          .getByRole('button', { name: 'Save' })
          .hasAttribute('disabled'),
      ).toBe(true);
    },
    20_000,
  );

  it('says beside the size why a size that is not digits cannot be saved, naming the field', async () => {
    const { user } = renderWithProviders(<FirmwaresPage />, { mocks: [pageQuery(release)] });
    await user.click(await screen.findByText('Ash'));
    const form = await screen.findByRole('form', { name: 'Edit firmware' });
    const size = within(form).getByLabelText('Size (bytes)');
    await user.type(size, '12k');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    const field = size.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(within(field).getByText('Size (bytes) must be digits only.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    await user.clear(size);
    await user.type(size, '1024');
    expect(within(form).queryByText('Size (bytes) must be digits only.')).toBeNull();
  });

  it('says beside the size that a size past what is stored cannot be saved, before sending it', async () => {
    // No mutation mock: a save sent would fail the test with the raw GraphQL coercion error it met.
    const { user } = renderWithProviders(<FirmwaresPage />, { mocks: [pageQuery(release)] });
    await user.click(await screen.findByText('Ash'));
    const form = await screen.findByRole('form', { name: 'Edit firmware' });
    const size = within(form).getByLabelText('Size (bytes)');
    await user.type(size, '99999999999999999999');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    const field = size.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(within(field).getByText('Size (bytes) must be at most 2,147,483,647.')).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    await user.clear(size);
    await user.type(size, '2147483647');
    expect(within(form).queryByText('Size (bytes) must be at most 2,147,483,647.')).toBeNull();
    expect(save.hasAttribute('disabled')).toBe(false);
  });

  it('refuses a URI and a hash hubs could not use, beside their fields', async () => {
    const { user } = renderWithProviders(<FirmwaresPage />, { mocks: [pageQuery(release)] });
    await user.click(await screen.findByText('Ash'));
    const form = await screen.findByRole('form', { name: 'Edit firmware' });
    const uri = within(form).getByLabelText('URI');
    await user.clear(uri);
    await user.type(uri, 'not a uri');
    await user.tab();
    expect(uri.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(form).getByText('The URI must be a web address starting with https:// or http://.'),
    ).toBeTruthy();
    const hash = within(form).getByLabelText('Hash');
    await user.clear(hash);
    await user.type(hash, 'zz');
    await user.tab();
    expect(within(form).getByText('The hash must be hexadecimal (digits 0-9 and letters a-f).')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
  });

  it('says beside Name that a release needs one before Save, and keeps Save disabled', async () => {
    // No mutation mock: a save sent would fail the test.
    const { user, sent } = renderWithProviders(<FirmwaresPage />, { mocks: [pageQuery(release)] });
    await user.click(await screen.findByText('Ash'));
    const form = await screen.findByRole('form', { name: 'Edit firmware' });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const field = name.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(within(field).getByText('A firmware must have a name.')).toBeTruthy();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    // Spaces are no name either; Enter in a field sends nothing.
    await user.type(name, '   {Enter}');
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(sent.filter((op) => op.operationName === 'FirmwaresPage_Mutation')).toEqual([]);
    await user.type(name, 'Birch');
    expect(within(form).queryByText('A firmware must have a name.')).toBeNull();
    expect(save.hasAttribute('disabled')).toBe(false);
  });

  it("says the server's refusal beside the field it names", async () => {
    const { user } = renderWithProviders(<FirmwaresPage />, {
      mocks: [
        pageQuery(release),
        {
          request: { query: FirmwaresPage_Mutation, variables: () => true },
          result: {
            data: {
              updateFirmware: {
                __typename: 'FirmwarePayload',
                firmware: null,
                userErrors: [
                  {
                    __typename: 'UserError',
                    field: 'name',
                    message: 'A release named Ash (again) exists already.',
                  },
                ],
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByText('Ash'));
    const form = await screen.findByRole('form', { name: 'Edit firmware' });
    // Any refusal the server words about a field (a blank name is now refused before sending).
    const name = within(form).getByLabelText('Name');
    await user.type(name, ' (again)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const field = name.closest<HTMLElement>('[data-scope="field"][data-part="root"]')!;
    expect(await within(field).findByText('A release named Ash (again) exists already.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });
});
