import { DoesNotExist } from '../../ui/DoesNotExist';
import { useQuery } from '@apollo/client/react';
import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';
import { usePageTitle } from '../../ui/usePageTitle';
import { useHubId } from '../hub/tabs/useHubId';
import { HubGraphPage_Query } from './hubGraphQuery';
export { HubGraphPage_Query } from './hubGraphQuery';

export const GRAPH_WIDTH = 900;
export const GRAPH_HEIGHT = 400;
export const NO_DASHBOARD_TEXT =
  'No graph to show: the dashboard service has not been set up for this console; ask an administrator.';

/** Reloads the frame every refreshSeconds by changing its key. */
function useRefreshCounter(seconds: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((n) => n + 1), seconds * 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return tick;
}

function GraphFrame({ hubId, url, refreshSeconds }: { hubId: number; url: string; refreshSeconds: number }) {
  const tick = useRefreshCounter(refreshSeconds);
  return (
    <Box overflowX="auto">
      <iframe
        key={tick}
        title={`Hub ${hubId} graph`}
        src={url}
        width={GRAPH_WIDTH}
        height={GRAPH_HEIGHT}
        style={{ border: 0, display: 'block' }}
      />
    </Box>
  );
}

/** Spec 1 §2 Hub graph: the external dashboard's panel for the hub, 900×400, refreshed every 15 minutes. */
export default function HubGraphPage() {
  const hubId = useHubId();
  usePageTitle(`Hub ${hubId}`);
  const { data, error, refetch } = useQuery(HubGraphPage_Query, { variables: { hubId } });
  return (
    <Panel title={`Hub ${hubId}`}>
      <QueryContent
        data={data}
        error={error}
        errorTitle="The dashboard settings could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ hub }) =>
          !hub ? (
            <DoesNotExist what="Hub" id={hubId} />
          ) : hub.dashboardLinks.hubGraphUrl ? (
            <GraphFrame
              hubId={hubId}
              url={hub.dashboardLinks.hubGraphUrl}
              refreshSeconds={hub.dashboardLinks.refreshSeconds}
            />
          ) : (
            <Text color="fg.muted">{NO_DASHBOARD_TEXT}</Text>
          )
        }
      </QueryContent>
    </Panel>
  );
}
