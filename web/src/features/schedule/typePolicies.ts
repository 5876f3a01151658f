import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // One schedule per hub: a delete or clear answers the schedule, which replaces the one on screen.
  HubSchedule: { keyFields: ['hubId'] },
  HubScheduleEvent: { keyFields: ['id'] },
  HubScheduleDay: { keyFields: false },
};
