// The GraphQL Version object, computed once from the parts with the shared domain rules.
import type { Version as DomainVersion } from '@hub/domain';
import {
  formatVersion,
  isReallyOld,
  supportsSmartTech,
  versionBadge,
  versionCode,
  versionFromCode,
} from '@hub/domain';
import type { Version, VersionBadge } from '../__generated__/resolvers-types.js';

/** The version fields as the upstream sends them on hubs and version counts. */
export interface VersionParts {
  swversion?: number | null;
  major?: number | null;
  minor?: number | null;
  patch?: number | null;
  build?: number | null;
}

export function toVersion(v: DomainVersion): Version {
  return {
    text: formatVersion(v),
    major: v.major,
    minor: v.minor,
    patch: v.patch,
    build: v.build ?? null,
    code: versionCode(v),
    badge: versionBadge(v).toUpperCase() as VersionBadge,
    reallyOld: isReallyOld(v),
    smartTechCapable: supportsSmartTech(v),
  };
}

/** The parts when all three are given, else the base-100 code; null when the upstream sent neither. */
export function versionFromParts(parts: VersionParts): DomainVersion | null {
  const { major, minor, patch, build } = parts;
  let version: DomainVersion;
  if (typeof major === 'number' && typeof minor === 'number' && typeof patch === 'number') {
    version = { major, minor, patch };
  } else if (typeof parts.swversion === 'number') {
    version = versionFromCode(parts.swversion);
  } else {
    return null;
  }
  if (typeof build === 'number') version.build = build;
  return version;
}
