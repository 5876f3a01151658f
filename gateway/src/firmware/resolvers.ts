// Firmware sets, routes and releases (spec 1 §2, §5, §6). Every write checks the "firmwares" right here
// first (FORBIDDEN), so a script through GraphQL is refused exactly as the screen is; fleet-api checks
// it again.
import { GraphQLError } from 'graphql';
import { FIRMWARE_MESSAGES, toHubId, validateFirmwareDetails, validateFirmwareRoute } from '@hub/domain';
import type { Firmware, FirmwareRoute, FirmwareSet } from '../__generated__/resolvers-types.js';
import { holdsRight } from '../auth/rights.js';
import { userErrorsOf } from '../common/userErrors.js';
import { requireSession } from '../context.js';
import type { GatewayContext } from '../context.js';
import { toVersion } from '../fleet/version.js';
import type { Resolvers } from '../graphql/resolverTypes.js';
import type { FirmwareRecord, FirmwareRouteRecord, FirmwareSetRecord } from './rest.js';
import {
  fetchFirmwareRoutes,
  fetchFirmwareSets,
  fetchFirmwares,
  removeFirmwareRoute,
  saveFirmware,
  saveFirmwareRoute,
  saveFirmwareSet,
} from './rest.js';

async function requireFirmwaresRight(ctx: GatewayContext): Promise<void> {
  requireSession(ctx);
  if (!(await holdsRight(ctx, 'firmwares'))) {
    throw new GraphQLError(FIRMWARE_MESSAGES.right, { extensions: { code: 'FORBIDDEN' } });
  }
}

export function toSet(r: FirmwareSetRecord): Omit<FirmwareSet, 'nodeId'> {
  return {
    id: r.fwsetid,
    name: r.name,
    targetFirmwareId: r.target_firmware_uid,
    targetVersion:
      r.target_firmware_uid !== null && r.major !== null
        ? toVersion({ major: r.major, minor: r.minor ?? 0, patch: r.patch ?? 0 })
        : null,
    targetName: r.target_name,
    routeCount: r.num_routes,
    version: r.version,
  };
}

export function toRoute(r: FirmwareRouteRecord): Omit<FirmwareRoute, 'nodeId'> {
  return {
    id: r.uid,
    setId: r.fwsetid,
    comment: r.comment,
    force: r.force,
    ip: r.ip,
    hubId: r.hubid,
    firmwareId: r.firmwareid,
    version: r.version,
  };
}

export function toFirmware(r: FirmwareRecord): Omit<Firmware, 'nodeId'> {
  return {
    id: r.uid,
    version: toVersion({ major: r.major, minor: r.minor, patch: r.patch }),
    name: r.name,
    fwName: r.fw_name,
    author: r.author,
    comment: r.comment,
    setId: r.fwsetid,
    setName: r.set_name,
    stable: r.stable,
    breakingChange: r.breakingchange,
    created: new Date(r.created).toISOString(),
    uri: r.uri,
    hashType: r.hashtype,
    hash: r.hash,
    size: r.size,
    editVersion: r.version,
  };
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** The version the editor read, passed on to fleet-api, which refuses a stale one (CONFLICT). */
const versionOf = (version: number | null | undefined) => (typeof version === 'number' ? { version } : {});

export const resolvers: Resolvers = {
  Query: {
    firmwareSets: async (_, __, ctx) => {
      requireSession(ctx);
      return (await fetchFirmwareSets(ctx.upstream)).map(toSet);
    },
    firmwareRoutes: async (_, { setId }, ctx) => {
      requireSession(ctx);
      return (await fetchFirmwareRoutes(ctx.upstream, setId)).map(toRoute);
    },
    firmwares: async (_, __, ctx) => {
      requireSession(ctx);
      return (await fetchFirmwares(ctx.upstream)).map(toFirmware);
    },
    canEditFirmware: async (_, __, ctx) => {
      requireSession(ctx);
      return holdsRight(ctx, 'firmwares');
    },
  },
  Mutation: {
    updateFirmwareSet: async (_, { input: { id, firmwareSet: input, version } }, ctx) => {
      await requireFirmwaresRight(ctx);
      if (id === null || id === undefined) {
        return { firmwareSet: null, userErrors: [{ field: 'id', message: FIRMWARE_MESSAGES.noFwsetid }] };
      }
      const body = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.targetFirmwareId !== undefined ? { target_firmware_uid: input.targetFirmwareId } : {}),
        ...versionOf(version),
      };
      const saved = await userErrorsOf(() => saveFirmwareSet(ctx.upstream, id, body), { missing: 'id' });
      if ('userErrors' in saved) return { firmwareSet: null, userErrors: saved.userErrors };
      return { firmwareSet: toSet(saved.value), userErrors: [] };
    },
    saveFirmwareRoute: async (_, { input: { id, route: input, version } }, ctx) => {
      await requireFirmwaresRight(ctx);
      const problems = validateFirmwareRoute({
        ip: input.ip,
        hubId: input.hubId,
        firmwareId: input.firmwareId,
      });
      if (problems.length > 0) return { route: null, userErrors: problems };
      const hubId = text(input.hubId);
      const firmwareId = text(input.firmwareId);
      const saved = await userErrorsOf(
        () =>
          saveFirmwareRoute(ctx.upstream, id ?? 'new', {
            fwsetid: input.setId,
            comment: text(input.comment),
            force: input.force ?? false,
            ip: text(input.ip),
            hubid: hubId === null ? null : toHubId(Number(hubId)),
            firmwareid: firmwareId === null ? null : Number(firmwareId),
            ...versionOf(version),
          }),
        { missing: 'id' },
      );
      if ('userErrors' in saved) return { route: null, userErrors: saved.userErrors };
      return { route: toRoute(saved.value), userErrors: [] };
    },
    deleteFirmwareRoute: async (_, { input: { id } }, ctx) => {
      await requireFirmwaresRight(ctx);
      const deleted = await userErrorsOf(() => removeFirmwareRoute(ctx.upstream, id), { missing: 'id' });
      if ('userErrors' in deleted) return { deletedRouteId: null, userErrors: deleted.userErrors };
      return { deletedRouteId: deleted.value.uid, userErrors: [] };
    },
    updateFirmware: async (_, { input: { id, firmware: input, editVersion } }, ctx) => {
      await requireFirmwaresRight(ctx);
      if (id === null || id === undefined) {
        return { firmware: null, userErrors: [{ field: 'id', message: FIRMWARE_MESSAGES.noFirmwareId }] };
      }
      const body: Record<string, unknown> = {};
      const map = {
        name: 'name',
        fwName: 'fw_name',
        author: 'author',
        comment: 'comment',
        setId: 'fwsetid',
        stable: 'stable',
        breakingChange: 'breakingchange',
        uri: 'uri',
        hashType: 'hashtype',
        hash: 'hash',
        size: 'size',
      } as const;
      for (const [from, to] of Object.entries(map)) {
        const value = input[from as keyof typeof map];
        if (value !== undefined) body[to] = value;
      }
      // A name (spaces only is none), texts within fleet-api's limits, and where hubs download the release
      // and how they check its hash: refused before it reaches them, every field at once.
      const problems = validateFirmwareDetails(input);
      if (problems.length > 0) return { firmware: null, userErrors: problems };
      for (const key of ['stable', 'breakingchange'] as const) if (body[key] === null) delete body[key];
      Object.assign(body, versionOf(editVersion));
      const saved = await userErrorsOf(() => saveFirmware(ctx.upstream, id, body), { missing: 'id' });
      if ('userErrors' in saved) return { firmware: null, userErrors: saved.userErrors };
      return { firmware: toFirmware(saved.value), userErrors: [] };
    },
  },
};
