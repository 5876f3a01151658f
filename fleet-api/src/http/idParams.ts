// Path-parameter schemas shared by the route areas: every table id is a positive PostgreSQL `integer`,
// and most routes are addressed by such ids (`/hub/:id/...`, `/issue/:id`, `/firmware/:uid`). Declared
// once so every route refuses the same out-of-range ids the same way.

/** A positive id that fits a PostgreSQL `integer` column. */
export const dbIdSchema = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** The schema of path parameters that are all ids, e.g. idParams('id', 'eventid') for /hub/:id/schedule/:eventid. */
export function idParams(...names: string[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, dbIdSchema])),
  } as const;
}

/** The `:id` path parameter of the /hub/:id routes. */
export const hubIdParams = idParams('id');

export type HubIdParams = { Params: { id: number } };
