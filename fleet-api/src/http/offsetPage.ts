// One request shape for the grids' offset pages (installation reports, leads, ECMS): the shared paging
// rules of the spec page by `offset` and `step` (500 rows first, then 200 a fetch) and count with the
// same body and `count: true`.

/** The body properties of an offset page; `rows` names what a page holds, for the count's description. */
export function offsetPageProperties(rows: string) {
  return {
    offset: { type: 'integer', minimum: 0, default: 0 },
    step: { type: 'integer', minimum: 1, maximum: 1000, default: 200 },
    count: { type: 'boolean', default: false, description: `Answer [{ count }] instead of ${rows}` },
  } as const;
}

/** The OFFSET and LIMIT values of a page body, defaults applied. */
export function offsetAndLimit(body: { offset?: number; step?: number }): [number, number] {
  return [body.offset ?? 0, body.step ?? 200];
}
