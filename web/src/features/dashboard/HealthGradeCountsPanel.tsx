import { useFragment } from '@apollo/client/react';
import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { useScreenPart } from '../../app/routing/screenPart';
import { healthGradeSwatch } from '../../ui/colours';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';

// This panel's part of the dashboard's one request (dashboardQuery.ts spreads it).
export const HealthGradeCountsPanel_Counts = graphql(`
  fragment HealthGradeCountsPanel_Counts on Query {
    healthGradeCounts {
      grade
      count
    }
  }
`);

export function HealthGradeCountsPanel() {
  const fragment = useFragment({ fragment: HealthGradeCountsPanel_Counts, from: { __typename: 'Query' } });
  const { data, error, retry } = useScreenPart(
    fragment.complete ? fragment.data.healthGradeCounts : undefined,
    'healthGradeCounts',
  );
  return (
    <Panel title="Health grades">
      <QueryContent
        data={data}
        error={error}
        errorTitle="The health grade counts could not be loaded."
        onRetry={retry}
      >
        {(healthGradeCounts) => (
          <SimpleGrid columns={7} gap="1.5">
            {healthGradeCounts.map(({ grade, count }) => {
              const swatch = healthGradeSwatch(grade);
              return (
                <Link
                  asChild
                  key={grade}
                  aria-label={`Grade ${grade}: ${count} hubs`}
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  py="2"
                  rounded="md"
                  bg={swatch.bg}
                  color={swatch.color}
                  _hover={{ textDecoration: 'none', opacity: 0.85 }}
                >
                  <RouterLink to={`/hubs/health/${grade}`}>
                    <Text fontSize="lg" fontWeight="bold" lineHeight="1">
                      {grade}
                    </Text>
                    <Text fontSize="sm" fontVariantNumeric="tabular-nums">
                      {count}
                    </Text>
                  </RouterLink>
                </Link>
              );
            })}
          </SimpleGrid>
        )}
      </QueryContent>
    </Panel>
  );
}
