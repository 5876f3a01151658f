// A hub tab's query answers its data under hub(id), with the hub's identity (HubIdentity_hub) beside it.
export function tabHub<T extends Record<string, unknown>>(id: number, fields: T) {
  return { __typename: 'Hub', id, serial: 4200 + id, name: `Customer ${id}`, ...fields };
}
