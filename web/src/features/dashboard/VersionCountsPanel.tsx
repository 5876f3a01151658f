import { useFragment } from '@apollo/client/react';
import { Badge, Link, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { useScreenPart } from '../../app/routing/screenPart';
import { versionBadgeSwatch } from '../../ui/colours';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';

// This panel's part of the dashboard's one request (dashboardQuery.ts spreads it).
export const VersionCountsPanel_Counts = graphql(`
  fragment VersionCountsPanel_Counts on Query {
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
  const fragment = useFragment({ fragment: VersionCountsPanel_Counts, from: { __typename: 'Query' } });
  const { data, error, retry } = useScreenPart(
    fragment.complete ? fragment.data.versionCounts : undefined,
    'versionCounts',
  );
  return (
    <Panel title="Software versions">
      <QueryContent
        data={data}
        error={error}
        errorTitle="The version counts could not be loaded."
        onRetry={retry}
      >
        {(versionCounts) =>
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
