import { hashPassword } from '../auth/password.js';
import type { SeedContext } from './context.js';
import { insertRows } from './insertRows.js';

export const DEMO_ADMIN_EMAIL = 'admin@hubs.example';
export const DEMO_STAFF_EMAIL = 'staff@hubs.example';

// Besides the two demo logins, colleagues who appear as issue owners and in the profiles list. They
// have no password: nobody can sign in as them.
const COLLEAGUES = [
  { name: 'Siobhán Kelly', email: 'siobhan.kelly@hubs.example', administer: true, rights: { address: true } },
  {
    name: 'Ciarán Walsh',
    email: 'ciaran.walsh@hubs.example',
    administer: false,
    rights: { firmwares: true },
  },
  { name: "Niamh O'Brien", email: 'niamh.obrien@hubs.example', administer: false, rights: { address: true } },
  { name: 'Pádraig Doyle', email: 'padraig.doyle@hubs.example', administer: false, rights: {} },
  { name: 'Orla Fitzgerald', email: 'orla.fitzgerald@hubs.example', administer: false, rights: {} },
];

export async function seedProfiles(ctx: SeedContext): Promise<void> {
  // Hashed separately so the two demo logins do not share a salt.
  const [adminHash, staffHash] = await Promise.all([
    hashPassword(ctx.demoPassword),
    hashPassword(ctx.demoPassword),
  ]);
  await insertRows(ctx.tx, 'user_profiles', [
    {
      id: 1,
      type: 'staff',
      name: 'Demo Administrator',
      email: DEMO_ADMIN_EMAIL,
      password_hash: adminHash,
      administer: true,
      rights: { firmwares: true, address: true },
      picture: null,
      created: ctx.now,
    },
    {
      id: 2,
      type: 'staff',
      name: 'Demo Staff',
      email: DEMO_STAFF_EMAIL,
      password_hash: staffHash,
      administer: false,
      rights: {},
      picture: null,
      created: ctx.now,
    },
    ...COLLEAGUES.map((colleague, i) => ({
      id: i + 3,
      type: 'staff',
      ...colleague,
      password_hash: null,
      picture: null,
      created: ctx.now,
    })),
  ]);
  // Each profile's change record starts with its creation (by nobody in particular: the seed).
  await insertRows(
    ctx.tx,
    'profile_changes',
    [1, 2, ...COLLEAGUES.map((_, i) => i + 3)].map((id) => ({
      profile_id: id,
      actor_id: null,
      at: ctx.now,
      change: 'Added the profile',
    })),
  );
}

/** Profiles that act on issues, as [id, name]. */
export const ISSUE_HANDLERS: ReadonlyArray<readonly [number, string]> = [
  [1, 'Demo Administrator'],
  [3, 'Siobhán Kelly'],
  [4, 'Ciarán Walsh'],
  [5, "Niamh O'Brien"],
  [6, 'Pádraig Doyle'],
  [7, 'Orla Fitzgerald'],
];
