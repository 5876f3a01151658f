import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LookupTable } from '../../../__generated__/graphql';
import { unsavedWork } from '../../../app/routing/unsavedWork';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LookupSelect_Query } from '../../lookup/LookupSelect';
import { HubInformationEditor_Mutation } from './HubInformationEditor';
import { HubInformationPanel, HubInformationPanel_Query } from './HubInformationPanel';

const INFO = {
  __typename: 'HubInformation',
  hubId: 42,
  name: 'Mary Murphy',
  address: '1 Main Street',
  city: 'Ennis',
  postcode: 'v95ab12',
  postcodeDisplay: 'V95 AB12',
  country: 'Ireland',
  contactPhone: '0871234567',
  contactPhoneDisplay: '+353 (87) 123 4567',
  contactMobile: null,
  contactMobileDisplay: null,
  contactEmail: 'mary@example.ie',
  contactDetailsHidden: false,
  contactNote: 'Dog in the garden',
  shipmentNumber: 7,
  cartonNumber: 31,
  stockStatusId: 2,
  stockStatusText: 'Installed',
  stockLocationId: 1,
  stockLocationText: 'Customer',
  stockOfficeStatusId: null,
  stockOfficeStatusDetails: null,
  customerTypeId: 1,
  customerTypeText: 'Residential',
  installationStateId: 5,
  installationStateText: 'Installed',
  dispatched: '2019-03-01',
  installed: '2019-04-02' as string | null,
  installerId: 3,
  installerName: 'Pat the Installer',
  stockDocketNumber: 9001,
  seaiTrialGroup: null,
};

// As the gateway answers a caller without the "address" right.
const INFO_WITHOUT_CONTACTS = {
  ...INFO,
  address: null,
  contactPhone: null,
  contactPhoneDisplay: null,
  contactMobile: null,
  contactMobileDisplay: null,
  contactEmail: null,
  contactDetailsHidden: true,
};

const informationMock = (information: typeof INFO | typeof INFO_WITHOUT_CONTACTS) => ({
  request: { query: HubInformationPanel_Query, variables: { hubId: 42 } },
  result: { data: { hub: { __typename: 'Hub', id: 42, information } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const INFORMATION = informationMock(INFO);

const TABLES: LookupTable[] = [
  'SHIPMENT',
  'STOCK_STATUSES',
  'STOCK_LOCATIONS',
  'STOCK_OFFICE_STATUS',
  'CUSTOMER_TYPES',
  'INSTALLATION_STATES',
  'INSTALLERS',
];

const LOOKUPS = TABLES.map((table) => ({
  request: { query: LookupSelect_Query, variables: { table } },
  result: {
    data: {
      lookup: [1, 2, 3, 4, 5, 6, 7, 31].map((key) => ({
        __typename: 'LookupEntry',
        key,
        description: table === 'INSTALLATION_STATES' ? `State ${key}` : `${table} ${key}`,
      })),
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
}));

function renderPanel(extra: MockLink.MockedResponse[] = []) {
  return renderWithProviders(<HubInformationPanel hubId={42} />, {
    mocks: [INFORMATION, ...LOOKUPS, ...extra],
  });
}

async function openEditor() {
  const rendered = renderPanel();
  await rendered.user.click(await screen.findByText('1 Main Street'));
  await screen.findByRole('form', { name: 'Edit information' });
  return rendered;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
// Messages beside their fields (ui/form) and those for the whole form, in screen order.
const problems = () =>
  [
    ...document.querySelectorAll('[data-scope="field"][data-part="error-text"]'),
    ...within(
      screen.queryByRole('list', { name: 'Problems to fix' }) ?? document.createElement('ul'),
    ).queryAllByRole('listitem'),
  ].map((item) => item.textContent);
const hint = () => screen.queryByText(/^To save, fill in or correct:/)?.textContent ?? null;

describe('information panel, read view', () => {
  it('shows the postcode split and upper-cased, linking to a maps search in a new window', async () => {
    renderPanel();
    const postcode = await screen.findByRole('link', { name: 'Postcode V95 AB12: search the map' });
    expect(postcode.textContent).toBe('V95 AB12');
    expect(postcode.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=V95%20AB12');
    expect(postcode.getAttribute('target')).toBe('_blank');
  });

  it('shows Irish phone numbers as +353 (area) with the last four digits apart', async () => {
    renderPanel();
    expect(await screen.findByText('+353 (87) 123 4567')).toBeTruthy();
  });

  it('shows the lookup texts rather than their ids', async () => {
    renderPanel();
    expect(await screen.findByText('Pat the Installer')).toBeTruthy();
    expect(screen.getByText('Residential')).toBeTruthy();
  });

  it('shows the installed and dispatched dates in the console date format, as the editor does', async () => {
    renderPanel();
    expect(await screen.findByText('2 Apr 2019')).toBeTruthy();
    expect(screen.getByText('1 Mar 2019')).toBeTruthy();
    expect(screen.queryByText('2019-04-02')).toBeNull();
  });

  it('does not open the editor when the postcode is clicked', async () => {
    const { user } = renderPanel();
    const postcode = await screen.findByRole('link', { name: /Postcode/ });
    postcode.addEventListener('click', (event) => event.preventDefault());
    await user.click(postcode);
    expect(screen.queryByRole('form', { name: 'Edit information' })).toBeNull();
  });
});

describe('information panel, editor', () => {
  it('opens on a click, with the saved values and Save enabled', async () => {
    await openEditor();
    expect(field('Name').value).toBe('Mary Murphy');
    // Irish format in the input too, not the browser's locale (a native date input would show 04/02/2019).
    expect(field('Installed').value).toBe('2 Apr 2019');
    expect(field('Installed').type).toBe('text');
    expect(saveButton().disabled).toBe(false);
    expect(problems()).toEqual([]);
  });

  it('asks for an installation date in an installed state, and disables Save', async () => {
    await openEditor();
    fireEvent.change(field('Installed'), { target: { value: '' } });
    expect(problems()).toEqual(['The installation date should be set (estimate, if not known)']);
    expect(saveButton().disabled).toBe(true);
    expect(hint()).toBe('To save, fill in or correct: Installed.');
  });

  it('says beside Installed that a date is needed as soon as an installed state is chosen', async () => {
    const { user } = renderWithProviders(<HubInformationPanel hubId={42} />, {
      mocks: [informationMock({ ...INFO, installationStateId: 2, installed: null }), ...LOOKUPS],
    });
    await user.click(await screen.findByText('1 Main Street'));
    await screen.findByRole('form', { name: 'Edit information' });
    expect(problems()).toEqual([]);
    // The state is what makes the date needed: said where the date goes, not only in the hint below.
    fireEvent.change(field('Install State'), { target: { value: '4' } });
    expect(problems()).toEqual(['The installation date should be set (estimate, if not known)']);
  });

  it('rejects dates before 2014-01-01 with the spec messages, as the user types', async () => {
    await openEditor();
    fireEvent.change(field('Install State'), { target: { value: '2' } });
    fireEvent.change(field('Installed'), { target: { value: '2013-12-31' } });
    fireEvent.change(field('Dispatched'), { target: { value: '2013-06-01' } });
    expect(problems()).toEqual([
      'The installation date should be real, or empty.',
      'The dispatched date should be real, or empty.',
    ]);
    expect(saveButton().disabled).toBe(true);

    fireEvent.change(field('Installed'), { target: { value: '2014-01-01' } });
    fireEvent.change(field('Dispatched'), { target: { value: '' } });
    expect(problems()).toEqual([]);
    expect(saveButton().disabled).toBe(false);
  });

  it('says an installation date set in the future is in the future, not that it should be set', async () => {
    const { user } = await openEditor();
    // INFO is in an installed state, 4 to 6.
    await user.clear(field('Installed'));
    await user.type(field('Installed'), '1 Jan 2099');
    await user.tab();
    expect(field('Installed').value).toBe('1 Jan 2099');
    expect(problems()).toEqual(['The installation date must not be in the future.']);
    expect(saveButton().disabled).toBe(true);
    expect(hint()).toBe('To save, fill in or correct: Installed.');
    fireEvent.change(field('Dispatched'), { target: { value: '1 Jan 2099' } });
    expect(problems()).toEqual([
      'The installation date must not be in the future.',
      'The dispatched date must not be in the future.',
    ]);
  });

  it('reads a date typed the Irish way and says how to write one it cannot read', async () => {
    await openEditor();
    fireEvent.change(field('Installed'), { target: { value: '02/20/2019' } });
    expect(field('Installed').parentElement?.textContent).toContain('Installed: write it like 20 Feb 2027.');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(field('Installed'), { target: { value: '20/2/2019' } });
    expect(problems()).toEqual([]);
    expect(saveButton().disabled).toBe(false);
  });

  it('refuses a carton or docket that is not a whole number, naming the field beside it', async () => {
    await openEditor();
    fireEvent.change(field('Carton'), { target: { value: 'abc' } });
    fireEvent.change(field('Docket'), { target: { value: '12.5' } });
    expect(field('Carton').parentElement?.textContent).toContain('Carton must be a whole number.');
    expect(field('Docket').parentElement?.textContent).toContain('Docket must be a whole number.');
    expect(saveButton().disabled).toBe(true);
    expect(hint()).toBe('To save, fill in or correct: Carton, Docket.');
  });

  it('says beside Carton and Docket that a number past 2,147,483,647 cannot be stored, before Save', async () => {
    await openEditor();
    // Sent, these came back as a raw GraphQL coercion error ("Int cannot represent non 32-bit …").
    fireEvent.change(field('Carton'), { target: { value: '99999999999' } });
    fireEvent.change(field('Docket'), { target: { value: '99999999999999999999' } });
    expect(field('Carton').parentElement?.textContent).toContain('Carton must be at most 2,147,483,647.');
    expect(field('Docket').parentElement?.textContent).toContain('Docket must be at most 2,147,483,647.');
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(field('Carton'), { target: { value: '2147483647' } });
    fireEvent.change(field('Docket'), { target: { value: '12' } });
    expect(problems()).toEqual([]);
    expect(saveButton().disabled).toBe(false);
  });

  it('saves the coerced values and returns to the read view', async () => {
    const saved = { ...INFO, contactPhone: '+353871112222', contactPhoneDisplay: '+353 (87) 111 2222' };
    const save = {
      request: {
        query: HubInformationEditor_Mutation,
        variables: (vars: { hubId: number; input: Record<string, unknown> }) =>
          vars.hubId === 42 &&
          vars.input['contactPhone'] === '+353871112222' &&
          vars.input['postcode'] === 'V95AB12' &&
          vars.input['cartonNumber'] === 31 &&
          vars.input['contactMobile'] === null,
      },
      result: {
        data: {
          updateHubInformation: {
            __typename: 'UpdateHubInformationPayload',
            information: saved,
            userErrors: [],
          },
        },
      },
    };
    const { user } = renderWithProviders(<HubInformationPanel hubId={42} />, {
      mocks: [INFORMATION, ...LOOKUPS, save],
    });
    await user.click(await screen.findByText('1 Main Street'));
    fireEvent.change(field('Phone'), { target: { value: '+353 87 111 2222' } });
    fireEvent.change(field('Postcode'), { target: { value: 'v95 ab12' } });
    await user.click(saveButton());
    await screen.findByText('1 Main Street');
    expect(screen.queryByRole('form', { name: 'Edit information' })).toBeNull();
  });

  it('lists the messages the server refused the information with, and stays in the editor', async () => {
    const refused = {
      request: { query: HubInformationEditor_Mutation, variables: () => true },
      result: {
        data: {
          updateHubInformation: {
            __typename: 'UpdateHubInformationPayload',
            information: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'installed',
                message: 'The installation date should be real, or empty.',
              },
            ],
          },
        },
      },
    };
    const { user } = renderWithProviders(<HubInformationPanel hubId={42} />, {
      mocks: [INFORMATION, ...LOOKUPS, refused],
    });
    await user.click(await screen.findByText('1 Main Street'));
    await user.click(saveButton());
    await expect.poll(problems).toEqual(['The installation date should be real, or empty.']);
    // Beside the field it is about.
    expect(field('Installed').parentElement?.textContent).toContain(
      'The installation date should be real, or empty.',
    );
    expect(screen.getByRole('form', { name: 'Edit information' })).toBeTruthy();
  });

  it('offers the lookup tables as selects, keeping the saved choice', async () => {
    await openEditor();
    const installer = field('Installer') as HTMLSelectElement;
    await within(installer).findByRole('option', { name: 'INSTALLERS 3' });
    expect(installer.value).toBe('3');
  });

  it('takes the focus to Name on Edit, and gives it back to Edit on Cancel', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(document.activeElement).toBe(field('Name'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit information' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
  });

  it('goes back to the read view on Cancel', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('1 Main Street')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit information' })).toBeNull();
  });

  it('asks before Cancel throws typed information away: Keep keeps it, Discard goes back to Edit', async () => {
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.type(field('Notes'), ', and a cat');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const question = screen.getByRole('alertdialog', {
      name: 'Discard your changes to the hub information?',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    expect(field('Notes').value).toBe('Dog in the garden, and a cat');
    expect(document.activeElement).toBe(field('Notes'));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('form', { name: 'Edit information' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit' }));
    expect(unsavedWork()).toBeNull();
  });

  it('closes at once on Cancel with nothing typed', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit information' })).toBeNull();
  });
});

describe('information panel without the address right', () => {
  const CONTACT_LABELS = ['Address', 'Phone', 'Mobile', 'Email'];
  const HIDDEN = 'Hidden: needs the address right';
  const rowText = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement?.textContent;

  function renderWithoutContacts(extra: MockLink.MockedResponse[] = []) {
    return renderWithProviders(<HubInformationPanel hubId={42} />, {
      mocks: [informationMock(INFO_WITHOUT_CONTACTS), ...LOOKUPS, ...extra],
    });
  }

  it('says the address, phone, mobile and email rows are hidden, and shows the rest', async () => {
    renderWithoutContacts();
    await screen.findByText('Mary Murphy');
    for (const label of CONTACT_LABELS) expect(rowText(label)).toBe(`${label}${HIDDEN}`);
    expect(screen.getAllByText(HIDDEN)).toHaveLength(4);
    expect(rowText('City')).toBe('CityEnnis');
    expect(rowText('Notes')).toBe('NotesDog in the garden');
    expect(screen.getByRole('link', { name: 'Postcode V95 AB12: search the map' })).toBeTruthy();
  });

  it('does not say so to a holder of the right', async () => {
    renderPanel();
    await screen.findByText('1 Main Street');
    expect(screen.queryByText(HIDDEN)).toBeNull();
    expect(rowText('Email')).toBe('Emailmary@example.ie');
  });

  it('edits without the contact inputs, with a note, and saves without sending them', async () => {
    const save = {
      request: {
        query: HubInformationEditor_Mutation,
        variables: (vars: { hubId: number; input: Record<string, unknown> }) =>
          vars.input['name'] === 'Mary Murphy-Kelly' &&
          vars.input['city'] === 'Ennis' &&
          ['address', 'contactPhone', 'contactMobile', 'contactEmail'].every((key) => !(key in vars.input)),
      },
      result: {
        data: {
          updateHubInformation: {
            __typename: 'UpdateHubInformationPayload',
            information: { ...INFO_WITHOUT_CONTACTS, name: 'Mary Murphy-Kelly' },
            userErrors: [],
          },
        },
      },
    };
    const { user } = renderWithoutContacts([save]);
    await user.click(await screen.findByText('Mary Murphy'));
    await screen.findByRole('form', { name: 'Edit information' });
    for (const label of CONTACT_LABELS) expect(screen.queryByLabelText(label)).toBeNull();
    expect(
      screen.getByText(
        'Address, phone, mobile and email need the address right; saving keeps them as they are.',
      ),
    ).toBeTruthy();
    expect(field('City').value).toBe('Ennis');
    fireEvent.change(field('Name'), { target: { value: 'Mary Murphy-Kelly' } });
    await user.click(saveButton());
    await expect.poll(() => screen.queryByRole('form', { name: 'Edit information' })).toBeNull();
  });
});
