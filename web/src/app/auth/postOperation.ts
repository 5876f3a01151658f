// The login page signs in without creating Apollo Client (docs/performance.md "First load"), so it sends
// its mutation itself. This module is loaded when the form is sent, and the build puts it in Apollo's
// chunk with graphql-js's printer, so the page paints without either. The same typed document, printed by
// graphql-js as Apollo's HttpLink prints it, in the request HttpLink makes (POST /graphql on this origin
// with the session cookie, a JSON body of operationName, variables and query, and HttpLink's content type
// and accept headers: the JSON content type is what the gateway's CSRF prevention asks of a script).
// Failures come back as the error classes Apollo would raise (GraphQL errors, a refused HTTP status), so
// describeError and isUnauthenticated word and read them alike.
import type { TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { print, type GraphQLFormattedError, type OperationDefinitionNode } from 'graphql';

export const GRAPHQL_PATH = '/graphql';

const HEADERS = {
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'content-type': 'application/json',
};

function operationName(document: TypedDocumentNode<unknown, never>): string | undefined {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  return operation?.name?.value;
}

/** Sends one operation to the gateway with fetch and resolves to its data. */
export async function postOperation<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: HEADERS,
    body: JSON.stringify({
      operationName: operationName(document as TypedDocumentNode<unknown, never>),
      variables,
      query: print(document),
    }),
  });
  const bodyText = await response.text();
  let result: { data?: TData | null; errors?: GraphQLFormattedError[] };
  try {
    result = JSON.parse(bodyText) as typeof result;
  } catch {
    if (!response.ok)
      throw new ServerError(`Response not successful: Received status code ${response.status}`, {
        response,
        bodyText,
      });
    // Worded as Apollo's ServerParseError is (describeError: "An unexpected error occurred!").
    throw new Error(`The gateway's answer is not JSON: ${bodyText.slice(0, 100)}`);
  }
  if (result.errors?.length) throw new CombinedGraphQLErrors(result);
  if (!response.ok || !result.data)
    throw new ServerError(`Response not successful: Received status code ${response.status}`, {
      response,
      bodyText,
    });
  return result.data;
}
