import { useQuery } from '@apollo/client/react';
import { Badge, Link, Text, Wrap } from '@chakra-ui/react';
import { DASHBOARD_REFRESH_MS } from '@hub/domain';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { versionBadgeSwatch } from '../../ui/colours';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';

export const VersionCountsPanel_Query = graphql(`
  query VersionCountsPanel_Query {
    versionCounts {
      version {
        text
        badge
      }
      count
    }
  }
`);

export function VersionCountsPanel() {
  const { data, previousData, error, refetch } = useQuery(VersionCountsPanel_Query, {
    pollInterval: DASHBOARD_REFRESH_MS,
  });
  return (
    <Panel title="Software versions">
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The version counts could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ versionCounts }) =>
          versionCounts.length === 0 ? (
            <Text color="fg.muted">No hubs report a version.</Text>
          ) : (
            <Wrap gap="2">
              {versionCounts.map(({ version, count }) => {
                const swatch = versionBadgeSwatch(version.badge);
                return (
                  <Link
                    asChild
                    key={version.text}
                    aria-label={`Version ${version.text}: ${count} hubs`}
                    _hover={{ textDecoration: 'none', opacity: 0.85 }}
                  >
                    <RouterLink to={`/hubs/version/${encodeURIComponent(version.text)}`}>
                      <Badge bg={swatch.bg} color={swatch.color} size="lg" fontFamily="mono" gap="2">
                        {version.text}
                        <Text as="span" fontWeight="bold">
                          {count}
                        </Text>
                      </Badge>
                    </RouterLink>
                  </Link>
                );
              })}
            </Wrap>
          )
        }
      </QueryContent>
    </Panel>
  );
}
