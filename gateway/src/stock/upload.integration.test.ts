import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { STAFF, backends } from '../test-support/stack.js';
import { signedInStack } from '../test-support/signedInStack.js';

const sample = (name: string) => readFileSync(new URL(`../../../fleet-api/samples/${name}`, import.meta.url));

interface Envelope {
  status: string;
  data: { message?: string; code?: string; saved?: unknown[]; failures?: unknown[]; created?: number };
}

describe.each(backends)('POST /upload/installs through the gateway on $name', (backend) => {
  const { stack, session } = signedInStack(backend, STAFF, { seedHubs: 100 });

  const post = async (
    path: string,
    form: FormData | null,
    headers: Record<string, string> = { 'x-upload-csrf': '1', authorization: `Bearer ${session.token}` },
  ) => {
    const response = await fetch(`${stack.gatewayUrl}${path}`, { method: 'POST', headers, body: form });
    return { status: response.status, body: (await response.json()) as Envelope };
  };
  const form = (bytes: Buffer, filename: string, company = 'hub001') => {
    const data = new FormData();
    data.set('company', company);
    data.set('file', new Blob([bytes]), filename);
    return data;
  };

  it('streams the sheet to fleet-api, previewing first, with the session token', async () => {
    const preview = await post(
      '/upload/installs?preview=true',
      form(sample('insight-installs.xlsx'), 'i.xlsx'),
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.saved).toHaveLength(6);
    expect(await stack.sql(`SELECT 1 FROM installations WHERE job_id LIKE 'INSIGHT-%'`)).toHaveLength(0);
    const saved = await post('/upload/installs', form(sample('insight-installs.xlsx'), 'i.xlsx'));
    expect(saved.body.data).toMatchObject({ created: 6 });
    expect(await stack.sql(`SELECT 1 FROM installations WHERE job_id LIKE 'INSIGHT-%'`)).toHaveLength(6);
  });

  it('answers an upload repeated with its Idempotency-Key with the first answer, saving once', async () => {
    const headers = (key: string) => ({
      'x-upload-csrf': '1',
      authorization: `Bearer ${session.token}`,
      'idempotency-key': key,
    });
    const file = () => form(sample('hes-installs.csv'), 'h.csv', 'hes0005');
    const first = await post('/upload/installs', file(), headers('install-upload-1'));
    expect(first.status).toBe(200);
    expect(first.body.data.created).toBeGreaterThan(0);
    const saved = await stack.sql('SELECT uid FROM installations ORDER BY uid');
    // The same key again (a retry after a lost answer): the first answer, and nothing saved twice.
    const again = await post('/upload/installs', file(), headers('install-upload-1'));
    expect(again).toEqual(first);
    expect(await stack.sql('SELECT uid FROM installations ORDER BY uid')).toEqual(saved);
    // A new key is a new upload: the rows are there now, so none is created.
    const other = await post('/upload/installs', file(), headers('install-upload-2'));
    expect(other.body.data.created ?? 0).toBe(0);
    const bad = await post('/upload/installs', file(), headers('a key with spaces'));
    expect(bad.status).toBe(400);
    expect(bad.body.data.message).toBe('Idempotency-Key must be 1 to 150 visible ASCII characters.');
  });

  it('passes fleet-api refusals on with their status and message', async () => {
    const wrong = await post('/upload/installs', form(Buffer.from('\x89PNG\r\n\x1a\n\0\0'), 'x.csv'));
    expect(wrong.status).toBe(415);
    expect(wrong.body.data.message).toBe('Only xlsx and csv files are accepted: this file is neither.');
  });

  it('refuses without sign-in, without the CSRF header, an unknown name and a body over the limit', async () => {
    const file = form(sample('hes-installs.csv'), 'h.csv', 'hes0005');
    expect((await post('/upload/installs', file, { 'x-upload-csrf': '1' })).body.data.code).toBe(
      'UNAUTHENTICATED',
    );
    const noCsrf = await post('/upload/installs', file, { authorization: `Bearer ${session.token}` });
    expect(noCsrf.status).toBe(400);
    expect((await post('/upload/nothing', file)).status).toBe(404);
    const big = await post('/upload/installs', form(Buffer.alloc(11 * 1024 * 1024, 'a'), 'big.csv'));
    expect(big.status).toBe(413);
    expect(big.body.data.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('cuts off a body sent without a length once it passes the limit', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${stack.gatewayUrl}/upload/installs`,
        {
          method: 'POST',
          headers: {
            'x-upload-csrf': '1',
            authorization: `Bearer ${session.token}`,
            'content-type': 'multipart/form-data; boundary=xyz',
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', (error) =>
        String(error).includes('EPIPE') || String(error).includes('ECONNRESET')
          ? resolve(413)
          : reject(error),
      );
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const write = () => {
        while (sent < 12 && req.write(chunk)) sent++;
        if (sent < 12)
          req.once('drain', () => {
            sent++;
            write();
          });
        else req.end();
      };
      req.write('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n');
      write();
    });
    expect(status).toBe(413);
  });
});
