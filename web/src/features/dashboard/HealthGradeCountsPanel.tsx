import { useQuery } from '@apollo/client/react';
import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import { DASHBOARD_REFRESH_MS } from '@hub/domain';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import { healthGradeSwatch } from '../../ui/colours';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';

export const HealthGradeCountsPanel_Query = graphql(`
  query HealthGradeCountsPanel_Query {
    healthGradeCounts {
      grade
      count
    }
  }
`);

export function HealthGradeCountsPanel() {
  const { data, previousData, error, refetch } = useQuery(HealthGradeCountsPanel_Query, {
    pollInterval: DASHBOARD_REFRESH_MS,
  });
  return (
    <Panel title="Health grades">
      <QueryContent
        data={data}
        previousData={previousData}
        error={error}
        errorTitle="The health grade counts could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ healthGradeCounts }) => (
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
