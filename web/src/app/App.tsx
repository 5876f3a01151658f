import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { allRoutes } from './routing/areaRoutes';
import { appRouteObjects } from './routing/routeObjects';
import { followNavigation } from './routing/useNavigating';
import { followRouter } from './routing/useSearchUpdate';
import { system } from './theme';

// A data router (createBrowserRouter) so that each screen's loader starts its query and its code at
// navigation, before React renders anything (docs/performance.md "How a screen loads"). Apollo Client is
// not provided here: it is a chunk the loaders load (app/apollo/loadApollo.ts), and each part of the page
// that runs on it is rendered inside WithApollo, so the login page paints without it.
export function App() {
  const [router] = useState(() => {
    const created = createBrowserRouter(appRouteObjects(allRoutes, true));
    followRouter(created);
    followNavigation(created);
    return created;
  });
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
    </ChakraProvider>
  );
}
