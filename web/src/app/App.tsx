import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routing/AppRoutes';
import { system } from './theme';

export function App({ client }: { client: ApolloClient }) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </ChakraProvider>
  );
}
