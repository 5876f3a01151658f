import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { dropUnsaved, unsavedWork } from './unsavedWork';

// Shown only when a navigation would drop unsaved changes: its code is loaded then.
const LeaveQuestion = lazy(() => import('./LeaveQuestion'));

/**
 * Asks before leaving a screen with changes that are not saved (unsavedWork: the forms built on useForm
 * that name what they edit): a move to another screen (a link, the menu, Back) waits for the person's
 * answer, and closing or reloading the tab gets the browser's own question. A change of the query
 * string alone is the screen's own business (a filter, a column search) and is never held up.
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && unsavedWork().length > 0,
  );
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (unsavedWork().length > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveQuestion
        unsaved={unsavedWork()}
        onStay={blocker.reset}
        onLeave={() => {
          dropUnsaved();
          blocker.proceed();
        }}
      />
    </Suspense>
  );
}
