import { lazy, Suspense, useEffect } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { dropUnsaved, unsavedWork } from './unsavedWork';

// Shown only when a navigation would drop unsaved changes: its code is loaded then.
const LeaveQuestion = lazy(() => import('./LeaveQuestion'));

/**
 * Asks before leaving a screen with changes that are not saved (unsavedWork: the forms built on useForm
 * that name what they edit): a move to another screen (a link, the menu, Back), or to another panel or
 * view of it when the form is drawn in that part (InAddressPart), waits for the person's answer, and
 * closing or reloading the tab gets the browser's own question. Any other change of the query string
 * (a filter, a column search) is the screen's own business and is never held up.
 */
export function LeaveGuard() {
  const location = useLocation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsavedWork(currentLocation, nextLocation) !== null,
  );
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (unsavedWork()) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  const loss = blocker.state === 'blocked' ? unsavedWork(location, blocker.location) : null;
  // Held when the move began, nothing since (its save answered meanwhile): nothing to ask about.
  const nothingLost = blocker.state === 'blocked' && loss === null;
  useEffect(() => {
    if (nothingLost) blocker.proceed?.();
  }, [nothingLost, blocker]);
  if (!loss || blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveQuestion
        unsaved={loss.unsaved}
        leaving={loss.leaving}
        onStay={blocker.reset}
        onLeave={() => {
          dropUnsaved();
          blocker.proceed();
        }}
      />
    </Suspense>
  );
}
