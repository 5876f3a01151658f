// A panel's view kept in the address (?view=dead): a reload opens the same view, a link can name it, and
// each switch is a history entry, so Back returns to the view left (with its searches). The ECMS and Leads
// panels use it; their route preloads read the same parameter with urlView.
import { useSearchParams } from 'react-router-dom';
import { useSearchUpdate } from './useSearchUpdate';

const PARAM = 'view';

/** The view the address names (?view=), or `fallback` without one or with one the panel does not have. */
export function urlView<V extends string>(params: URLSearchParams, views: readonly V[], fallback: V): V {
  const named = params.get(PARAM) ?? '';
  return (views as readonly string[]).includes(named) ? (named as V) : fallback;
}

/**
 * The view in the address and a switch to another (the fallback is left out of the address). With
 * `searchPrefix` (the grid's urlPrefix) the column searches belong to their view: a switch starts the new
 * view without them, and Back brings the old view back with its searches.
 */
export function useUrlView<V extends string>(
  views: readonly V[],
  fallback: V,
  options: { searchPrefix?: string } = {},
): [V, (next: V) => void] {
  const [params] = useSearchParams();
  const updateSearch = useSearchUpdate();
  const view = urlView(params, views, fallback);
  const setView = (next: V) => {
    if (next === view) return;
    updateSearch((search) => {
      const prefix = options.searchPrefix;
      if (prefix) for (const key of [...search.keys()]) if (key.startsWith(prefix)) search.delete(key);
      if (next === fallback) search.delete(PARAM);
      else search.set(PARAM, next);
    });
  };
  return [view, setView];
}
