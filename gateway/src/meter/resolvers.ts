// Meter readings (spec 2 §2, §5, §9): derived kWh figures, saving a reading, and the reading's photo
// loaded with the caller's token.
import { isReadingSaved, kwhPerMinute, roundedKwh, validateMeterReading } from '@hub/domain';
import type { MeterReading } from '../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../common/notFound.js';
import { toUserErrors } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import { timeKeyedConnection } from '../common/connection.js';
import type { PageLimits } from '../common/connection.js';
import { UpstreamError } from '../upstream/errors.js';
import type { MeterReadingRecord } from './rest.js';
import { fetchMeterImage, fetchMeterReadings, saveMeterReading } from './rest.js';

export function toMeterReading(row: MeterReadingRecord): MeterReading {
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

/** The schema's MeterReadingConnection: 50 a page by default, at most 200. */
export const METER_PAGE: PageLimits = { defaultSize: 50, maxSize: 200 };

export const resolvers: Resolvers = {
  Query: {
    meterReadings: async (_, { hubId, first, after }, ctx) => {
      requireSession(ctx);
      return timeKeyedConnection(
        { first, after },
        METER_PAGE,
        (page) => fetchMeterReadings(ctx.upstream, hubId, page),
        toMeterReading,
      );
    },
    meterReadingImage: async (_, { uid }, ctx) => {
      requireSession(ctx);
      if (uid < 1) return null;
      const image = await nullWhenNotFound(fetchMeterImage(ctx.upstream, uid));
      return image && `data:${image.mime};base64,${image.base64}`;
    },
  },
  Mutation: {
    saveMeterReading: async (_, { hubId, uid, reading }, ctx) => {
      requireSession(ctx);
      const userErrors = validateMeterReading(reading);
      if (userErrors.length) return { meterReading: null, userErrors };
      try {
        const row = await saveMeterReading(ctx.upstream, hubId, uid, reading);
        return { meterReading: toMeterReading(row), userErrors: [] };
      } catch (error) {
        if (error instanceof UpstreamError && error.code === 'BAD_USER_INPUT')
          return { meterReading: null, userErrors: toUserErrors(error) };
        throw error;
      }
    },
  },
};
