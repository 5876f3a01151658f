import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.js';

describe('configFromEnv', () => {
  it('has demo defaults that work on a bare machine', () => {
    expect(configFromEnv({})).toEqual({
      port: 4001,
      host: '127.0.0.1',
      databaseUrl: null,
      databaseSchema: null,
      dataDir: '.data',
      seedHubs: 2000,
      demoPassword: 'demo',
      apiKey: 'dev-fleet-api-key',
      tokenTtlHours: 12,
      logger: false,
      querySources: [],
      querySourceToken: null,
      buildVersion: '0.1.0',
      idempotencyWaitMs: 10_000,
      redisUrl: null,
      loginAddressLimit: 30,
      loginMaxFailures: 10,
      loginLockSeconds: 900,
    });
  });

  it('reads the query sources as name=url pairs and refuses a malformed one', () => {
    expect(
      configFromEnv({ QUERY_SOURCES: 'replica=http://10.0.0.2:4001/, reporting=https://r.example' })
        .querySources,
    ).toEqual([
      { name: 'replica', url: 'http://10.0.0.2:4001' },
      { name: 'reporting', url: 'https://r.example' },
    ]);
    expect(() => configFromEnv({ QUERY_SOURCES: 'replica' })).toThrow(/QUERY_SOURCES/);
    expect(() => configFromEnv({ QUERY_SOURCES: 'self=http://x:1' })).toThrow(/QUERY_SOURCES/);
  });

  it('reads every setting from the environment', () => {
    const config = configFromEnv({
      FLEET_API_PORT: '5001',
      FLEET_API_HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@db:5432/fleet',
      DATABASE_SCHEMA: 'fleet',
      DATA_DIR: '/var/lib/fleet',
      SEED_HUBS: '500',
      DEMO_PASSWORD: 'secret',
      FLEET_API_KEY: 'prod-key',
      TOKEN_TTL_HOURS: '2',
    });
    expect(config).toMatchObject({
      port: 5001,
      host: '0.0.0.0',
      databaseUrl: 'postgres://postgres@db:5432/fleet',
      databaseSchema: 'fleet',
      dataDir: '/var/lib/fleet',
      seedHubs: 500,
      demoPassword: 'secret',
      apiKey: 'prod-key',
      tokenTtlHours: 2,
    });
  });

  it.each([
    ['FLEET_API_PORT', 'http'],
    ['SEED_HUBS', '0'],
    ['TOKEN_TTL_HOURS', '1.5'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => configFromEnv({ [name]: value })).toThrow(name);
  });
});
