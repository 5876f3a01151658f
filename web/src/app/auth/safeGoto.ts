// The login page's goto parameter comes from the address bar, so it must not become an open redirect:
// only paths on this origin are followed ("//host" and "/\host" are other origins to a browser, and
// browsers drop tabs and newlines inside URLs). Pages that make no sense to return to give the dashboard.
export const DEFAULT_GOTO = '/dashboard';

const NOT_A_DESTINATION = ['/login', '/logout'];

export function safeGoto(goto: string | null | undefined): string {
  if (!goto || !/^\/(?![/\\])/.test(goto) || /[\s\\]/.test(goto)) return DEFAULT_GOTO;
  const path = goto.split(/[?#]/)[0] ?? '';
  return NOT_A_DESTINATION.includes(path) ? DEFAULT_GOTO : goto;
}

/** The login page's address for someone who was on `current` (path, search and hash). */
export function loginPath(current: string, sessionEnded = false): string {
  return `/login?goto=${encodeURIComponent(safeGoto(current))}${sessionEnded ? '&ended=1' : ''}`;
}
