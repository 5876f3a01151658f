// The root fields that reached one hub's data by hub id stay for one release, each deprecated with a
// reason naming its replacement on Hub, so GraphiQL and schema-aware clients point scripts at the new shape.
import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../graphql/schema.js';

const FIELDS: Array<[string, string]> = [
  ['hubBoiler', 'Use Hub.boilerDetails.'],
  ['hubFuelFills', 'Use Hub.fuelFills.'],
  ['hubPairings', 'Use Hub.pairings.'],
  ['hubSchedule', 'Use Hub.schedule.'],
  ['hubSpend', 'Use Hub.spend.'],
  ['hubInstallation', 'Use Hub.installation.'],
  ['dashboardLinks', 'Use Hub.dashboardLinks.'],
];

const ARGUMENTS: Array<[string, string]> = [
  ['glitches', 'Use Hub.glitches.'],
  ['reboots', 'Use Hub.reboots.'],
  ['meterReadings', 'Use Hub.meterReadings.'],
];

describe('root hub-data fields', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildSchema();
  });
  const query = () => schema.getQueryType()!.getFields();

  it.each(FIELDS)('%s is deprecated: %s', (name, reason) => {
    expect(query()[name]?.deprecationReason).toBe(reason);
    const replacement = /^Use Hub\.(\w+)\.$/.exec(reason)![1]!;
    const hub = schema.getType('Hub');
    expect(hub && 'getFields' in hub && replacement in hub.getFields()).toBe(true);
  });

  it.each(ARGUMENTS)('%s(hubId:) is deprecated: %s', (name, reason) => {
    expect(query()[name]?.args.find((arg) => arg.name === 'hubId')?.deprecationReason).toBe(reason);
  });
});
