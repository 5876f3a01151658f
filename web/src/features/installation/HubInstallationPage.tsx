import { DoesNotExist } from '../../ui/DoesNotExist';
import { useQuery } from '@apollo/client/react';
import { Box, Code, DataList, Link, Stack, Text } from '@chakra-ui/react';
import { HubInstallationPage_Query } from './installationQuery';
import type { HubInstallationPage_QueryQuery } from '../../__generated__/graphql';
import { formatDateTime } from '../../ui/formatting';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';
import { useHubId } from '../hub/tabs/useHubId';
// Kept in installationQuery.ts so the route's loader can start it without this module's code.
export { HubInstallationPage_Query } from './installationQuery';

type Installation = NonNullable<NonNullable<HubInstallationPage_QueryQuery['hub']>['installation']>;

function fields(job: Installation): Array<[string, string]> {
  return [
    ['Uploaded', formatDateTime(job.uploaded)],
    ['Job ID', job.jobId],
    ['Created by', job.createdBy ?? ''],
    ['Installed by', job.installedBy ?? ''],
    ['Status', job.status],
    ['MPRN', job.mprn ?? ''],
    ['GPRN', job.gprn ?? ''],
    ['Created', formatDateTime(job.createdOn)],
    ['Assigned', formatDateTime(job.assignedAt)],
    ['Start Time', formatDateTime(job.startTime)],
    ['End Time', formatDateTime(job.endTime)],
    ['Last Updated', formatDateTime(job.lastUpdated)],
    ['Start Job', job.startJob ?? ''],
    ['Date Corrected', job.dateCorrected ?? ''],
  ];
}

function InstallationJob({ job }: { job: Installation }) {
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" size="sm" gap="1.5" aria-label="Installation job">
        {fields(job).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="8.5rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value || '—'}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {job.links.length > 0 && (
        <Box as="section" aria-label="Links">
          <Text fontWeight="semibold" mb="1">
            Links
          </Text>
          <Stack as="ul" gap="0.5" listStyleType="none">
            {job.links.map((link) => (
              <li key={`${link.key}:${link.url}`}>
                <Link href={link.url} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                  {link.name}
                </Link>
              </li>
            ))}
          </Stack>
        </Box>
      )}
      <Box as="section" aria-label="Field-job data">
        <Text fontWeight="semibold" mb="1">
          Field-job data
        </Text>
        <Code
          as="pre"
          display="block"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
          p="3"
          fontSize="xs"
          w="full"
        >
          {JSON.stringify(job.fieldJobData, null, 2)}
        </Code>
      </Box>
    </Stack>
  );
}

/** Spec 1 §2 Installation tab: the job's fields, its links under friendly names, then the raw data. */
export default function HubInstallationPage() {
  const hubId = useHubId();
  const { data, error, refetch } = useQuery(HubInstallationPage_Query, { variables: { hubId } });
  return (
    <Panel title="Installation">
      <QueryContent
        data={data}
        error={error}
        errorTitle="The installation could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ hub }) =>
          !hub ? (
            <DoesNotExist what="Hub" id={hubId} />
          ) : hub.installation ? (
            <InstallationJob job={hub.installation} />
          ) : (
            <Text color="fg.muted">No installation job for this hub.</Text>
          )
        }
      </QueryContent>
    </Panel>
  );
}
