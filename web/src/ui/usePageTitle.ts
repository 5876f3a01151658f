import { useEffect } from 'react';

/** Sets the browser tab's title to the spec's page title while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
