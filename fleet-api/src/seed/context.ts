import type { Queryable } from '../db/database.js';
import type { Person } from './irish.js';
import type { Random } from './random.js';

/** What the generated fleet looks like to the areas seeded after the hubs. */
export interface SeededHub {
  hubid: number;
  serial: number;
  name: string;
  machineid: string;
  major: number;
  minor: number;
  patch: number;
  wifiVersion: number;
  created: Date;
  lastSeen: Date;
  uptime: number;
  voltage: number;
  gap: number;
  interval: number;
  avgWakeSecs: number;
  rssi: number;
  setpoint: number;
  temperature: number;
  heating: number;
  holiday: boolean;
  boiler: boolean;
  ip: string;
  fwsetid: number | null;
  superseded: boolean;
  /** The customer the hub is installed with; null for hubs still in stock. */
  person: Person | null;
}

/** How a hub's installation went, for the installation jobs, leads and ECMS rows made from it. */
export interface Installation {
  hubid: number;
  person: Person;
  installed: string | null;
  installerId: number | null;
  installationStateId: number;
}

/** An installation job, for the leads and ECMS rows that refer to it. */
export interface SeededJob {
  jobId: string;
  hubid: number | null;
  mprn: string;
  endTime: Date | null;
  person: Person;
  installerId: number | null;
  status: string;
}

export interface SeedContext {
  tx: Queryable;
  /** Every generated timestamp is relative to this moment. */
  now: Date;
  hubCount: number;
  demoPassword: string;
  random(stream: string): Random;
  hubs: SeededHub[];
  installations: Map<number, Installation>;
  jobs: SeededJob[];
}

export const SEED = 20_141_201;

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

export function ago(now: Date, ms: number): Date {
  return new Date(now.getTime() - ms);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
