import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { allRoutes } from './routing/areaRoutes';
import { appRouteObjects } from './routing/routeObjects';
import { system } from './theme';

// A data router (createBrowserRouter) so that each screen's loader starts its query and its code at
// navigation, before React renders anything (docs/performance.md "How a screen loads").
export function App({ client }: { client: ApolloClient }) {
  const [router] = useState(() => createBrowserRouter(appRouteObjects(allRoutes, client)));
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </ChakraProvider>
  );
}
