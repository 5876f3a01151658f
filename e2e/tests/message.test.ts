import { serialFromHubId } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';

describe('messages', () => {
  const session = signedInSession(users.staff);

  const form = () => session.page.getByRole('form', { name: 'New message' });
  const send = () => form().getByRole('button', { name: 'Send' });
  const outcome = () => form().getByRole('status');

  it('sends a message from the hub tab and lists it unread, with the hub id shown instead of the box', async () => {
    await session.page.goto('/hub/1010/messages');
    await expect.poll(() => session.page.title()).toBe('Hub 1010 Messages');
    await form().getByText('Hub ID: 1010').waitFor();
    expect(await form().getByLabel('Hub IDs').count()).toBe(0);
    expect(await send().isDisabled()).toBe(true);
    const subject = `Test ${Date.now() % 100000}`;
    await form().getByLabel('From').fill('E2E Support');
    await form().getByLabel('Subject').fill(subject);
    await form().getByLabel('Body').fill('A message sent by the end-to-end test.');
    expect(await send().isDisabled()).toBe(false);
    await send().click();
    await expect.poll(() => outcome().innerText()).toContain('Message has been sent.');
    const listed = session.page
      .getByRole('table', { name: 'Messages' })
      .getByRole('row')
      .filter({ hasText: subject });
    await listed.waitFor();
    expect(await listed.getAttribute('data-read')).toBe('false');
    expect(await listed.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    expect(await listed.innerText()).toMatch(/E2E Support[\s\S]*Information/);
    await screenshot(session.page, 'messages-hub-tab');
  });

  it('shows each validation, keeps Send disabled and says "Fields are invalid!" on Enter', async () => {
    await session.page.goto('/hub/1010/messages');
    await form().getByLabel('Type').selectOption({ label: 'Question' });
    await form().getByLabel('Affirmative').waitFor();
    await form().getByLabel('Negative').waitFor();
    expect(await form().getByLabel('From').getAttribute('maxlength')).toBe('18');
    await form().getByLabel('Subject').fill('A subject far too long');
    await form().getByLabel('Body').fill('x'.repeat(161));
    await form().getByLabel('Affirmative').fill('Certainly');
    // Only the fields touched speak; the rest wait for a send attempt.
    let text = await form().innerText();
    for (const message of [
      'Subject must be at most 18 characters.',
      'Body must be at most 160 characters.',
      'Affirmative must be 1 to 8 characters.',
    ])
      expect(text).toContain(message);
    expect(text).not.toContain('From is required.');
    expect(text).not.toContain('Negative must be 1 to 8 characters.');
    expect(await send().isDisabled()).toBe(true);
    await form().getByLabel('Subject').press('Enter');
    await expect.poll(() => outcome().innerText()).toContain('Fields are invalid!');
    text = await form().innerText();
    expect(text).toContain('From is required.');
    expect(text).toContain('Negative must be 1 to 8 characters.');
    await screenshot(session.page, 'messages-validation');
    // Cancel asks before it throws the typed message away; Discard clears the form.
    await form().getByRole('button', { name: 'Cancel' }).click();
    const question = session.page.getByRole('alertdialog', {
      name: 'Discard your changes to the new message?',
    });
    await question.getByRole('button', { name: 'Discard' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await form().getByLabel('Affirmative').count()).toBe(0);
    // A keystroke in one field no longer marks every empty field.
    await form().getByLabel('Subject').fill('ok');
    expect(await form().innerText()).not.toContain('Body is required.');
    expect(await form().innerText()).not.toContain('From is required.');
  });

  it('sends one Question to a list of serials and ids from /newmessage', async () => {
    await session.page.goto('/newmessage');
    await expect.poll(() => session.page.title()).toBe('New Message');
    const ids = `${serialFromHubId(1011)}; ${serialFromHubId(1012)},1013\n1014 1011`;
    await form().getByLabel('Hub IDs').fill(ids);
    await form().getByText('Hub ids: 1011, 1012, 1013, 1014').waitFor();
    await form().getByLabel('From').fill('Oil Orders');
    await form().getByLabel('Subject').fill('Reorder?');
    await form().getByLabel('Body').fill('Shall we reorder oil for you?');
    await form().getByLabel('Type').selectOption({ label: 'Reorder' });
    await form().getByLabel('Affirmative').fill('Yes');
    await form().getByLabel('Negative').fill('No');
    await send().click();
    await expect
      .poll(() => outcome().innerText())
      .toMatch(/Message has been sent\.[\s\S]*Sent to 1011, 1012, 1013, 1014\./);
    await screenshot(session.page, 'messages-new-message');

    await session.page.goto('/messages');
    await expect.poll(() => session.page.title()).toBe('Messages');
    const table = session.page.getByRole('table', { name: 'Messages' });
    const sent = table.getByRole('row').filter({ hasText: 'Shall we reorder oil for you?' });
    await expect.poll(() => sent.count()).toBe(4);
    expect(await table.getByRole('columnheader', { name: 'Hub ID' }).count()).toBe(1);
    // Read rows green, unread white (spec 1 §2), as painted.
    const read = table.locator('tbody tr[data-read="true"]').first();
    await read.waitFor();
    expect(await read.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(220, 252, 231)');
    // Earlier pages to older messages and Newer comes back.
    const firstRow = await table.getByRole('row').nth(1).innerText();
    await table.getByRole('button', { name: 'Earlier' }).click();
    await expect.poll(async () => table.getByRole('row').nth(1).innerText()).not.toBe(firstRow);
    await table.getByRole('button', { name: 'Newer' }).click();
    await expect.poll(async () => table.getByRole('row').nth(1).innerText()).toBe(firstRow);
    // The header (with Newer/Earlier) stays in view while the messages scroll.
    const region = session.page.getByRole('region', { name: 'Messages' });
    const scrolled = await region.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      return element.scrollTop;
    });
    expect(scrolled).toBeGreaterThan(0);
    const header = await table.getByRole('columnheader', { name: 'Sender/Subject' }).boundingBox();
    expect(Math.abs(header!.y - (await region.boundingBox())!.y)).toBeLessThan(10);
    await screenshot(session.page, 'messages-all');
  });

  it('says which hub ids do not exist and that the message was not sent', async () => {
    await session.page.goto('/newmessage');
    await form().getByLabel('Hub IDs').fill('1015, 999999');
    await form().getByLabel('From').fill('Support');
    await form().getByLabel('Subject').fill('Hello');
    await form().getByLabel('Body').fill('Hello there');
    await send().click();
    await expect.poll(() => outcome().innerText()).toContain('The message was not sent.');
    // The server's refusal sits beside the field it is about.
    await form().getByText('Hub 999999 does not exist.').waitFor();
    await form().getByLabel('Hub IDs').fill('1015, abc');
    expect(await form().innerText()).toContain('Not a hub id or serial: abc');
    expect(await send().isDisabled()).toBe(true);
  });

  it('shows the server-error text on an HTTP error and the default text when the request fails', async () => {
    await session.page.goto('/newmessage');
    await form().getByLabel('Hub IDs').fill('1015');
    await form().getByLabel('From').fill('Support');
    await form().getByLabel('Subject').fill('Hello');
    await form().getByLabel('Body').fill('Hello there');
    // The gateway answering 503, then the connection dropping: failures the real stack cannot be made to
    // produce on demand, so the browser's request is answered here.
    await session.page.route('**/graphql', (route) =>
      route.request().postData()?.includes('sendMessage')
        ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' })
        : route.continue(),
    );
    await send().click();
    await expect
      .poll(() => outcome().innerText())
      .toMatch(
        /The message was not sent\.[\s\S]*Message sending failed due to server error, status 503: Service Unavailable/,
      );
    await session.page.unroute('**/graphql');
    await session.page.route('**/graphql', (route) =>
      route.request().postData()?.includes('sendMessage') ? route.abort('connectionreset') : route.continue(),
    );
    await send().click();
    await expect
      .poll(() => outcome().innerText())
      .toContain('Sending Message has failed for some unknown reason :-(');
    await session.page.unroute('**/graphql');
    await screenshot(session.page, 'messages-send-failed');
  });
});
