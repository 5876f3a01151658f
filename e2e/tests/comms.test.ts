import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInSession, users } from '../support/browser.js';
import { logColumnsAfterScroll } from './logListHelpers.js';

async function graphql<T>(page: Page, query: string): Promise<T> {
  const response = await page.request.post('/graphql', { data: { query } });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

type Row = { id: string; api: string; typeName: string };

describe('comms log', () => {
  const session = signedInSession(users.staff);
  // The seed's busiest hub: tens of thousands of comms rows, the newest a body with markup in it.
  let hubId: number;

  beforeAll(async () => {
    for (let id = 1001; id < 1010 && !hubId; id++) {
      const { hub } = await graphql<{ hub: { comms: { edges: Array<{ node: Row }> } } | null }>(
        session.page,
        `{ hub(id: ${id}) { comms(first: 1) { edges { node { id api typeName } } } } }`,
      );
      if (hub?.comms.edges[0]?.node.api === '/phone/feedback') hubId = id;
    }
    expect(hubId).toBeGreaterThan(0);
  });

  const rows = () => session.page.getByTestId('comms-row');
  const row = (api: string, type?: string) =>
    rows()
      .filter({ hasText: api })
      .filter(type ? { hasText: type } : {})
      .first();
  // The region scrolls the list, header and rows together.
  const scroller = () => session.page.getByRole('region', { name: 'Comms log' });
  /** The first row of that API and type, scrolling the virtual list down until one is rendered. */
  async function findRow(api: string, type?: string) {
    await scroller().evaluate((el) => el.scrollTo(0, 0));
    for (let step = 0; step < 40; step++) {
      await session.page.waitForTimeout(50);
      if ((await row(api, type).count()) > 0) return row(api, type);
      await scroller().evaluate((el) => el.scrollBy(0, 300));
    }
    throw new Error(`No ${type ?? ''} row of ${api} found`);
  }

  it('shows date, API, By, Type and IP, and a body with markup as text', async () => {
    await session.page.goto(`/hub/${hubId}/comms`);
    await expect.poll(() => session.page.title()).toBe(`Hub ${hubId} Comms`);
    await rows().first().waitFor();
    const first = rows().first();
    await expect
      .poll(() => first.innerText())
      .toMatch(/\/phone\/feedback\s+2\s+Request\s+\d+\.\d+\.\d+\.\d+/);
    await first.getByRole('button', { name: 'Show Body' }).click();
    const body = session.page.getByTestId('comms-body');
    await expect.poll(() => body.innerText()).toContain('<script>window.__commsXss = 1</script><b>Bold?</b>');
    expect(await body.locator('script, b, img').count()).toBe(0);
    expect(
      await session.page.evaluate(() => (window as unknown as { __commsXss?: number }).__commsXss),
    ).toBeUndefined();
    await screenshot(session.page, 'comms-markup-as-text');
  });

  it('keeps one row open per kind: headers, body and raw payload', async () => {
    await session.page.goto(`/hub/${hubId}/comms`);
    await rows().nth(3).waitFor();
    for (const kind of ['Headers', 'Body', 'Raw Payload']) {
      await rows()
        .nth(2)
        .getByRole('button', { name: `Show ${kind}` })
        .click();
      await rows()
        .nth(3)
        .getByRole('button', { name: `Show ${kind}` })
        .click();
      expect(
        await rows()
          .nth(2)
          .getByRole('button', { name: `Hide ${kind}` })
          .count(),
      ).toBe(0);
      expect(
        await rows()
          .nth(3)
          .getByRole('button', { name: `Hide ${kind}` })
          .count(),
      ).toBe(1);
    }
    // The three kinds are independent: row 3 now shows all three.
    const third = rows().nth(3);
    expect(await third.getByTestId('comms-headers').count()).toBe(1);
    expect(await third.getByTestId('comms-body').count()).toBe(1);
    expect(await third.getByTestId('comms-raw').count()).toBe(1);
    await expect.poll(() => third.getByTestId('comms-headers').innerText()).toContain('content-type');
    await expect.poll(() => third.getByTestId('comms-raw').innerText()).toContain('x-request-no');
    await third.getByRole('button', { name: 'Hide Headers' }).click();
    expect(await third.getByTestId('comms-headers').count()).toBe(0);
    await screenshot(session.page, 'comms-toggles');
  });

  it('renders each API kind of body the way the spec lists', async () => {
    await session.page.goto(`/hub/${hubId}/comms`);
    await rows().first().waitFor();
    const expectations: Array<[string, string | undefined, RegExp]> = [
      ['/api/hubschedule', 'Response', /Day\s+Start\s+Minutes\s+Adjust[\s\S]*(Sunday|Monday)/],
      ['/phone/getevents', 'Response', /Day\s+Start\s+Minutes\s+Adjust/],
      ['/phone/getsnapshot', 'Response', /Set[\s\S]*Temp[\s\S]*Heating[\s\S]*Battery/],
      ['/phone/getstatus', 'Response', /Heating[\s\S]*Setting/],
      [
        '/hub/checkfirmwareversion',
        'Response',
        /Version\s+1\.1\.4[\s\S]*Size\s+482112[\s\S]*sha256[\s\S]*https:\/\//,
      ],
      [
        '/api/history',
        'Response',
        /Accuracy\s+[\d.]+[\s\S]*c\/X[\s\S]*X\/min[\s\S]*Mode[\s\S]*Offset[\s\S]*Days[\s\S]*Annual/,
      ],
      ['/phone/sendmeterimage', 'Request', /^Meter Image: base64, \d+ bytes encoded\.$/],
      ['/phone/checktoken', 'Response', /Expiry\s+1 Jan 2027, 00:00/],
      ['/phone/setheat', 'Request', /^Set to: (Off|On|Boost|On with offset) at [\d.]+°C$/],
    ];
    for (const [api, type, expected] of expectations) {
      const target = await findRow(api, type);
      await target.getByRole('button', { name: 'Show Body' }).click();
      await expect
        .poll(() => target.getByTestId('comms-body').innerText(), { message: api })
        .toMatch(expected);
    }
    // Check token requests show no Expiry: their body is plain formatted text.
    const request = await findRow('/phone/checktoken', 'Request');
    await request.getByRole('button', { name: 'Show Body' }).click();
    await expect.poll(() => request.getByTestId('comms-body').innerText()).not.toContain('Expiry');
    // Some status responses say the app's changes wait for the hub's poll: open status bodies until one does.
    await scroller().evaluate((el) => el.scrollTo(0, 0));
    let queued = false;
    const checked = new Set<string>();
    for (let step = 0; step < 80 && !queued; step++) {
      const uids = await rows()
        .filter({ hasText: '/phone/getstatus' })
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-uid') ?? ''));
      const uid = uids.find((u) => !checked.has(u));
      if (uid) {
        checked.add(uid);
        const target = session.page.locator(`[data-testid=comms-row][data-uid="${uid}"]`);
        await target.getByRole('button', { name: 'Show Body' }).click();
        queued = (await target.getByTestId('comms-body').innerText()).includes(
          'App changes are queued for poll from Hub...',
        );
      } else {
        await scroller().evaluate((el) => el.scrollBy(0, 300));
        await session.page.waitForTimeout(50);
      }
    }
    expect(queued).toBe(true);
    await screenshot(session.page, 'comms-bodies');
  });

  it('shows gethubs rows that open the hub, and elides data over 8192 characters', async () => {
    await session.page.goto(`/hub/${hubId}/comms`);
    const listing = row('/phone/gethubs', 'Response');
    await listing.getByRole('button', { name: 'Show Raw Payload' }).click();
    await expect
      .poll(() => listing.getByTestId('comms-raw').innerText())
      .toMatch(/^content-type[\s\S]*Data is too long to show: \d{4,} bytes\.[\s\S]*…/);
    await listing.getByRole('button', { name: 'Show Body' }).click();
    const hubs = listing.getByTestId('comms-body').getByRole('table', { name: 'Hubs' });
    await hubs.waitFor();
    const link = hubs.getByRole('link').nth(1);
    const target = await link.innerText();
    await screenshot(session.page, 'comms-gethubs');
    await link.click();
    await session.page.waitForURL(`**/hub/${target}`);
  });

  it('pages to older rows as the list scrolls, without skipping or repeating a row, keeping the DOM small', async () => {
    await session.page.goto(`/hub/${hubId}/comms`);
    await rows().first().waitFor();
    const status = session.page.getByText(/rows loaded/);
    await expect.poll(() => status.innerText()).toBe('100 rows loaded');
    const seen = new Set<string>();
    const order: string[] = [];
    const collect = async () => {
      for (const uid of await rows().evaluateAll((els) =>
        els.map((el) => el.getAttribute('data-uid') ?? ''),
      )) {
        if (!seen.has(uid)) {
          seen.add(uid);
          order.push(uid);
        }
      }
    };
    for (let step = 0; step < 80 && !(await status.innerText()).startsWith('300'); step++) {
      await collect();
      await scroller().evaluate((el) => el.scrollBy(0, 600));
      await session.page.waitForTimeout(60);
      expect(await rows().count()).toBeLessThan(120);
    }
    await expect.poll(() => status.innerText()).toMatch(/^(300|400) rows loaded/);
    await collect();
    expect(seen.size).toBeGreaterThan(200);
    // The Older button jumps to the end of what is loaded and fetches the next page.
    await session.page.getByRole('button', { name: 'Older' }).click();
    await expect.poll(() => status.innerText()).toMatch(/^(400|500) rows loaded/);
    expect(await rows().count()).toBeLessThan(120);
    // Newer asks for what arrived since the newest row; the seed writes nothing new meanwhile.
    await session.page.getByRole('button', { name: 'Newer' }).click();
    await session.page.getByText('Nothing newer.').waitFor();
    await screenshot(session.page, 'comms-paged');
  });

  it('keeps IP and the Show buttons under their headings on a phone, and an opened body in view', async () => {
    await session.page.setViewportSize({ width: 390, height: 844 });
    try {
      await session.page.goto(`/hub/${hubId}/comms`);
      await rows().first().waitFor();
      const view = await logColumnsAfterScroll(session.page, 'Comms log', 'comms-row', {
        down: 600,
        across: 300,
      });
      expect([view.scrollTop, view.scrollLeft]).toEqual([600, 300]);
      expect(view.headerOffset).toBe(0);
      // Date, API, By, Type, IP and the buttons' column.
      expect(view.headerLefts).toHaveLength(6);
      expect(view.cellLefts).toEqual(view.headerLefts);
      expect(view.pageWidth).toBeLessThanOrEqual(390);
      const ip = (await session.page
        .getByTestId('log-header')
        .getByText('IP', { exact: true })
        .boundingBox())!;
      expect(ip.x).toBeGreaterThanOrEqual(0);
      expect(ip.x + ip.width).toBeLessThanOrEqual(390);
      // The buttons' column has a heading of its own, not a blank one.
      expect(
        await session.page
          .getByTestId('log-header')
          .evaluate((header) => Array.from(header.children, (cell) => cell.textContent)),
      ).toEqual(['Date', 'API', 'By', 'Type', 'IP', 'Details']);
      // A body opened while the list is scrolled sideways is drawn within the window, not off to its left.
      const uid = await rows().nth(2).getAttribute('data-uid');
      const target = session.page.locator(`[data-testid=comms-row][data-uid="${uid}"]`);
      await target.getByRole('button', { name: 'Show Raw Payload' }).click();
      const raw = (await target.getByTestId('comms-raw').boundingBox())!;
      expect(raw.x).toBeGreaterThanOrEqual(0);
      expect(raw.x + raw.width).toBeLessThanOrEqual(390);
      expect(await session.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await screenshot(session.page, 'comms-390');
    } finally {
      await session.page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('pages both ways through the API with the same rows, ties on a timestamp included', async () => {
    type Page_ = {
      hub: {
        comms: {
          edges: Array<{ cursor: string; node: { id: string; created: string } }>;
          pageInfo: {
            hasNextPage: boolean;
            hasPreviousPage: boolean;
            startCursor: string;
            endCursor: string;
          };
        };
      };
    };
    const fields =
      'edges { cursor node { id created } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';
    const first = await graphql<Page_>(
      session.page,
      `{ hub(id: ${hubId}) { comms(first: 7) { ${fields} } } }`,
    );
    const older = await graphql<Page_>(
      session.page,
      `{ hub(id: ${hubId}) { comms(first: 7, after: "${first.hub.comms.pageInfo.endCursor}") { ${fields} } } }`,
    );
    const back = await graphql<Page_>(
      session.page,
      `{ hub(id: ${hubId}) { comms(last: 7, before: "${older.hub.comms.pageInfo.startCursor}") { ${fields} } } }`,
    );
    const ids = (p: Page_) => p.hub.comms.edges.map((e) => e.node.id);
    expect(ids(back)).toEqual(ids(first));
    expect(new Set([...ids(first), ...ids(older)]).size).toBe(14);
    const created = [...first.hub.comms.edges, ...older.hub.comms.edges].map((e) => e.node.created);
    expect(new Set(created).size).toBeLessThan(14);
  });
});
