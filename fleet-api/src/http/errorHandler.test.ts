import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { recordName, registerErrorHandling } from './errorHandler.js';

// Constraint violations come back worded for a person and named on the body's field, never as SQL.
describe('database refusals', () => {
  const db = new PGlite();
  const app = Fastify();

  beforeAll(async () => {
    await db.exec(`
      CREATE TABLE customer_types (customer_type_id integer PRIMARY KEY);
      CREATE TABLE hubs (hubid integer PRIMARY KEY);
      CREATE TABLE info (
        hubid integer REFERENCES hubs,
        customer_type_id integer REFERENCES customer_types,
        seai_trial_group smallint CHECK (seai_trial_group BETWEEN 0 AND 6),
        name text NOT NULL DEFAULT ''
      );`);
    registerErrorHandling(app);
    app.post<{ Body: { sql: string } }>('/run', async (request) => {
      await db.query(request.body.sql);
      return {};
    });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const run = async (sql: string) => {
    const reply = await app.inject({ method: 'POST', url: '/run', payload: { sql } });
    return { status: reply.statusCode, data: reply.json().data };
  };

  it('names the record an unknown id points at, on its field', async () => {
    expect(await run('INSERT INTO info (hubid) VALUES (999999)')).toEqual({
      status: 400,
      data: {
        message: 'Hub 999999 does not exist.',
        errors: [{ field: 'hubid', message: 'Hub 999999 does not exist.' }],
      },
    });
    expect((await run('INSERT INTO info (customer_type_id) VALUES (77)')).data.errors).toEqual([
      { field: 'customer_type_id', message: 'Customer type 77 does not exist.' },
    ]);
  });

  it('names the field of a value out of range or missing', async () => {
    expect((await run('INSERT INTO info (seai_trial_group) VALUES (9)')).data.errors).toEqual([
      { field: 'seai_trial_group', message: 'Seai trial group is out of the allowed range.' },
    ]);
    expect((await run('INSERT INTO info (name) VALUES (NULL)')).data.errors).toEqual([
      { field: 'name', message: 'Name must be set.' },
    ]);
  });

  it('words run-together and plain column names', () => {
    expect(recordName('fwsetid')).toBe('Firmware set');
    expect(recordName('target_firmware_uid')).toBe('Firmware');
    expect(recordName('stock_status_id')).toBe('Stock status');
  });
});
