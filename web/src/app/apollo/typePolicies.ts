// Each area contributes its cache rules in its own typePolicies.ts (key fields now, relayStylePagination
// for its connections later); they are merged here, field by field, so two areas can both add fields to
// Query without one replacing the other.
import type { TypePolicies } from '@apollo/client';

export function mergeTypePolicies(parts: readonly TypePolicies[]): TypePolicies {
  const merged: TypePolicies = {};
  for (const part of parts) {
    for (const [typeName, policy] of Object.entries(part)) {
      const existing = merged[typeName];
      merged[typeName] = existing
        ? { ...existing, ...policy, fields: { ...existing.fields, ...policy.fields } }
        : policy;
    }
  }
  return merged;
}

const areaModules = import.meta.glob<{ typePolicies: TypePolicies }>('../../features/*/typePolicies.ts', {
  eager: true,
});

export function collectTypePolicies(own: readonly TypePolicies[]): TypePolicies {
  return mergeTypePolicies([...own, ...Object.values(areaModules).map((m) => m.typePolicies)]);
}
