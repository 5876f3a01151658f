/** The hub id in a route, or null when the route's text is not a hub id at all. */
export function parseHubId(text: string | undefined): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 ? id : null;
}
