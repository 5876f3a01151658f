import './monacoWorkers';
import 'graphiql/style.css';
import './graphiqlNarrow.css';
import { GraphiQL } from 'graphiql';
import type { ComponentProps } from 'react';
import { usePageTitle } from '../../ui/usePageTitle';

type Fetcher = ComponentProps<typeof GraphiQL>['fetcher'];

// Same origin and same session cookie as the console, so queries run as the signed-in staff member.
// A JSON POST is what the gateway's CSRF prevention expects of a browser.
const fetcher: Fetcher = async (params) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(params),
  });
  return response.json();
};

// What an engineer or analyst sees first: a real query against this API, not GraphiQL's generic welcome.
// Its comment lines fit the editor beside the open Docs pane (about 41 characters at 1500 px).
const DEFAULT_QUERY = `# HUB Administration GraphQL API.
# Queries run as you (your session).
# Ctrl-Enter runs the query. The book
# icon (top left) opens the Docs: every
# type, field and argument, described.
{
  me {
    name
    administer
  }
  healthGradeCounts {
    grade
    count
  }
  hub(id: 1001) {
    serial
    name
    heatingDescription
    version {
      text
      badge
    }
    upgradeAvailable
  }
}
`;

export default function GraphiQLPage() {
  usePageTitle('GraphiQL');
  return (
    <div style={{ height: '100vh' }}>
      <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} />
    </div>
  );
}
