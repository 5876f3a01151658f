import { graphql } from '../../__generated__';

/**
 * The Oil tab's one request: the hub's name above the tab, its boiler, its fuel fills and the fuel types
 * (a hub with no boiler opens the editor at once, whose fuel-type select reads them from the cache with
 * LookupSelect_Query's same field and table, instead of a second request). Both panels ask
 * for this same query, so Apollo sends it once and the second panel reads the answer from the cache; each
 * panel's part is its own fragment, written next to the panel.
 */
export const HubOilPage_Query = graphql(`
  query HubOilPage_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubIdentity_hub
      ...BoilerPanel_hub
      ...FuelFillsPanel_hub
    }
    lookup(table: FUEL_TYPES) {
      key
      description
    }
  }
`);
