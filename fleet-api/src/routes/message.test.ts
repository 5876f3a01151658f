import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningFleetApi } from '../app.js';
import { call, login } from '../test-support/client.js';
import { databaseVariants } from '../test-support/databases.js';

type Message = Record<string, unknown> & { uid: number; hubid: number };

const valid = { from: 'Support', subject: 'Hello', body: 'Hello there', mail_type: 0 };

describe.each(databaseVariants())('message routes on $name', (variant) => {
  let api: RunningFleetApi;
  let token: string;
  const get = <T>(path: string) => call<T>(api, `/api/private${path}`, { token });
  const post = <T>(body: unknown) =>
    call<T>(api, '/api/private/hub/send_messages', { token, method: 'POST', body });

  beforeAll(async () => {
    api = await variant.start({ seedHubs: 20 });
    token = await login(api, 'staff@hubs.example');
  });
  afterAll(() => api?.close());

  it('sends one message per hub and lists it first, unread', async () => {
    const { status, body } = await post<{ sent: Message[] }>({
      ...valid,
      hubids: [1004, 1005, 1004],
      mail_type: 1,
      positive: 'Yes',
      negative: 'No',
    });
    expect(status).toBe(200);
    expect(body.data.sent.map((m) => m.hubid)).toEqual([1004, 1005]);
    const listed = await get<Message[]>('/hub/1004/messages?limit=1');
    expect(listed.body.data[0]).toMatchObject({
      hubid: 1004,
      from: 'Support',
      mail_type: 1,
      positive: 'Yes',
      negative: 'No',
      time_read: null,
      response: null,
    });
    const all = await get<Message[]>('/hubs/messages?limit=2');
    expect(all.body.data.map((m) => m.hubid)).toEqual([1005, 1004]);
  });

  it('refuses unknown hub ids, naming each, and sends nothing', async () => {
    const before = await api.db.query('SELECT count(*)::int AS n FROM messages');
    const { status, body } = await post({ ...valid, hubids: [1004, 999991, 999992] });
    expect(status).toBe(400);
    expect(body).toEqual({
      status: 'error',
      data: {
        message: 'Unknown hub ids: 999991, 999992',
        errors: [
          { field: 'hubids', message: 'Hub 999991 does not exist.' },
          { field: 'hubids', message: 'Hub 999992 does not exist.' },
        ],
      },
    });
    expect(await api.db.query('SELECT count(*)::int AS n FROM messages')).toEqual(before);
  });

  it('refuses invalid fields with "Fields are invalid!" and the field messages', async () => {
    const { status, body } = await post({ ...valid, hubids: [1004], subject: 'x'.repeat(19), mail_type: 2 });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      status: 'error',
      data: {
        message: 'Fields are invalid!',
        errors: [
          { field: 'subject', message: 'Subject must be at most 18 characters.' },
          { field: 'positive', message: 'Affirmative must be 1 to 8 characters.' },
          { field: 'negative', message: 'Negative must be 1 to 8 characters.' },
        ],
      },
    });
    expect((await post({ ...valid, hubids: [] })).status).toBe(400);
  });

  it('pages by maxid', async () => {
    for (let n = 0; n < 4; n++) await post({ ...valid, hubids: [1006], subject: `n${n}` });
    const first = (await get<Message[]>('/hub/1006/messages?limit=2')).body.data;
    const next = (await get<Message[]>(`/hub/1006/messages?limit=2&maxid=${first[1]!.uid}`)).body.data;
    expect([...first, ...next].map((m) => m['subject'])).toEqual(['n3', 'n2', 'n1', 'n0']);
  });

  it('pages back to newer messages by minid, nearest first out, and counts them', async () => {
    for (let n = 0; n < 4; n++) await post({ ...valid, hubids: [1007], subject: `m${n}` });
    const all = (await get<Message[]>('/hub/1007/messages?limit=4')).body.data;
    const newer = (await get<Message[]>(`/hub/1007/messages?limit=2&minid=${all[3]!.uid}`)).body.data;
    // The two just above the oldest, still newest first (not the two newest).
    expect(newer.map((m) => m['subject'])).toEqual(['m2', 'm1']);
    const count = await get<{ count: number }>('/hub/1007/messages/count');
    expect(count.body.data).toEqual({ count: 4 });
    const [fleet] = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM messages');
    expect((await get<{ count: number }>('/hubs/messages/count')).body.data).toEqual({ count: fleet!.n });
  });
});
