// Meter readings (spec 2 §2, §5, §9): derived kWh figures, saving a reading, and the reading's photo
// loaded with the caller's token.
import {
  isReadingSaved,
  kwhPerMinute,
  meterReadingWarnings,
  roundedKwh,
  validateMeterReading,
} from '@hub/domain';
import type { GraphQLResolveInfo } from 'graphql';
import type { MeterReading } from '../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../common/notFound.js';
import { hubOr, userErrorsOf } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import { hubOf } from '../hub/hubOf.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { PAGE_LIMITS, logCount, timeKeyedConnection, totalCountIfSelected } from '../common/connection.js';
import type { PageArgs, TimeRangeArgs } from '../common/connection.js';
import type { MeterReadingRecord } from './rest.js';
import { fetchMeterImage, fetchMeterReadings, readingsPath, saveMeterReading } from './rest.js';

export function toMeterReading(row: MeterReadingRecord): Omit<MeterReading, 'hub'> {
  const saved = isReadingSaved(row.reading);
  return {
    id: String(row.uid),
    uid: row.uid,
    hubId: row.hubid,
    created: row.created,
    reading: saved ? row.reading : null,
    saved,
    savedAt: row.saved_reading,
    durationMs: row.duration,
    kwh: roundedKwh(row.kwhdelta),
    kwhPerMinute: kwhPerMinute(row.kwhdelta, row.duration),
    hasImage: row.has_image,
  };
}

/** How many of the hub's latest readings the plausibility check looks at (its "own history"). */
const HISTORY_READINGS = 200;

/**
 * The domain's questions about saving `reading` for reading `uid`, judged against the hub's latest
 * readings. A reading older than those is saved without a question (there is no history to judge by).
 */
async function readingQuestions(
  upstream: Parameters<typeof fetchMeterReadings>[0],
  hubId: number,
  uid: number,
  reading: number,
): Promise<string[]> {
  const rows = await fetchMeterReadings(upstream, hubId, {
    fetch: HISTORY_READINGS,
    after: null,
    before: null,
  });
  const self = rows.find((row) => row.uid === uid);
  if (!self) return [];
  return meterReadingWarnings(
    reading,
    self.created,
    rows.filter((row) => row.uid !== uid),
  );
}

function readingsOf(
  ctx: GatewayContext,
  hubId: number | null | undefined,
  args: PageArgs & TimeRangeArgs,
  info: GraphQLResolveInfo,
) {
  requireSession(ctx);
  const path = readingsPath(hubId);
  return timeKeyedConnection(
    args,
    PAGE_LIMITS,
    path,
    (page) => fetchMeterReadings(ctx.upstream, hubId, page),
    toMeterReading,
    totalCountIfSelected(info, logCount(ctx.upstream, path, args)),
  );
}

export const resolvers: Resolvers = {
  Hub: { meterReadings: (hub, args, ctx, info) => readingsOf(ctx, hub.id, args, info) },
  MeterReading: { hub: hubOf },
  Query: {
    meterReadings: (_, { hubId, ...args }, ctx, info) => readingsOf(ctx, hubId, args, info),
    meterReadingImage: async (_, { uid }, ctx) => {
      requireSession(ctx);
      if (uid < 1) return null;
      const image = await nullWhenNotFound(fetchMeterImage(ctx.upstream, uid));
      return image && `data:${image.mime};base64,${image.base64}`;
    },
  },
  Mutation: {
    saveMeterReading: async (_, { input: { hubId, uid, reading, confirm } }, ctx) => {
      requireSession(ctx);
      const userErrors = validateMeterReading(reading);
      if (userErrors.length) return { meterReading: null, userErrors, confirmationNeeded: [] };
      // The hub or the reading missing, found by the questions' read or by the write: NOT_FOUND on its field.
      const saved = await userErrorsOf(
        async () => {
          const confirmationNeeded = confirm ? [] : await readingQuestions(ctx.upstream, hubId, uid, reading);
          if (confirmationNeeded.length) return { meterReading: null, userErrors: [], confirmationNeeded };
          const row = await saveMeterReading(ctx.upstream, hubId, uid, reading);
          return { meterReading: toMeterReading(row), userErrors: [], confirmationNeeded: [] };
        },
        { missing: hubOr('uid') },
      );
      return 'value' in saved
        ? saved.value
        : { meterReading: null, userErrors: saved.userErrors, confirmationNeeded: [] };
    },
  },
};
