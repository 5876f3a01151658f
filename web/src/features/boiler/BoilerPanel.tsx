import { DoesNotExist } from '../../ui/DoesNotExist';
import { useQuery } from '@apollo/client/react';
import { Button, DataList, Link, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { HubOilPage_QueryQuery } from '../../__generated__/graphql';
import { useFormOpener } from '../../ui/form';
import { Panel } from '../../ui/Panel';
import { QueryContent } from '../../ui/QueryContent';
import { UncertainSaveNotice } from '../../ui/SaveFailureNotice';
import { BoilerEditor } from './BoilerEditor';
import { formatDate } from '../../ui/formatting';
import { formatNumber } from './format';
import { HubOilPage_Query } from './oilQuery';

// What the panel shows of a boiler. The editor's save asks for the same (BoilerEditor_Mutation), so the
// read view shows the boiler as stored without the hub being asked for again.
export const BoilerPanel_Boiler = graphql(`
  fragment BoilerPanel_Boiler on Boiler {
    hubId
    fuelTypeId
    fuelTypeDescription
    energyOutput
    fuelRate
    tankCapacity
    manufacturer
    model
    lastMeasuredDate
    lastMeasuredLevel
    agaFlowRate
    agaFlowRatePerDay
    version
  }
`);

export const BoilerPanel_hub = graphql(`
  fragment BoilerPanel_hub on Hub {
    boilerDetails {
      ...BoilerPanel_Boiler
    }
    dashboardLinks {
      oilLevelsUrl
    }
  }
`);

type Data = NonNullable<HubOilPage_QueryQuery['hub']>;
export type BoilerData = NonNullable<Data['boilerDetails']>;

function BoilerRead({
  data,
  onEdit,
  editButton,
}: {
  data: Data;
  onEdit: () => void;
  editButton: Ref<HTMLButtonElement>;
}) {
  const boiler = data.boilerDetails!;
  const oilLevels = data.dashboardLinks.oilLevelsUrl;
  const rows: Array<[string, React.ReactNode]> = [
    ['Fuel', boiler.fuelTypeDescription ?? `#${boiler.fuelTypeId}`],
    ['Energy (kWh)', formatNumber(boiler.energyOutput)],
    ['Fuel Rate (kg/hr)', formatNumber(boiler.fuelRate)],
    ['Tank Capacity (l)', formatNumber(boiler.tankCapacity)],
    [
      'Oil levels',
      oilLevels ? (
        <Link href={oilLevels} target="_blank" rel="noopener noreferrer" colorPalette="blue">
          Oil-levels dashboard
        </Link>
      ) : (
        <Text as="span" color="fg.muted">
          {NO_OIL_DASHBOARD_TEXT}
        </Text>
      ),
    ],
    ['Measured On', formatDate(boiler.lastMeasuredDate)],
    ['Level (litres)', formatNumber(boiler.lastMeasuredLevel)],
    ['Aga Flow Rate (L/day)', formatNumber(boiler.agaFlowRatePerDay)],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5" aria-label="Boiler">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value === '' ? '—' : value}</DataList.ItemValue>
        </DataList.Item>
      ))}
      <Button ref={editButton} size="xs" variant="outline" alignSelf="start" onClick={onEdit}>
        Edit
      </Button>
    </DataList.Root>
  );
}

/** Said to staff when the console has no dashboard service (the setting is in the README). */
export const NO_OIL_DASHBOARD_TEXT =
  'No oil-levels dashboard has been set up for this console; ask an administrator.';

/**
 * The boiler's read view with an Edit button; a hub with no boiler saved opens straight in edit with
 * the spec's defaults (spec 1 §4).
 */
export function BoilerPanel({ hubId }: { hubId: number }) {
  const { data, error, refetch } = useQuery(HubOilPage_Query, { variables: { hubId } });
  const [editing, setEditing] = useState(false);
  // Restarts the editor from the stored copy after a conflict (a new key remounts it).
  const [editCount, setEditCount] = useState(0);
  const [uncertain, setUncertain] = useState(false);
  // Closed, the editor gives the focus back to Edit (ui/form/formOpener).
  const editButton = useFormOpener(editing);
  const reload = async () => {
    await refetch();
    setEditCount((count) => count + 1);
  };
  return (
    <Panel title="Boiler">
      <QueryContent
        data={data}
        error={error}
        errorTitle="The boiler could not be loaded."
        onRetry={() => void refetch()}
      >
        {({ hub: loaded }) =>
          !loaded ? (
            <DoesNotExist what="Hub" id={hubId} />
          ) : editing || loaded.boilerDetails === null ? (
            <BoilerEditor
              key={editCount}
              hubId={hubId}
              boiler={loaded.boilerDetails}
              onSaved={() => setEditing(false)}
              onCancel={loaded.boilerDetails === null ? null : () => setEditing(false)}
              onReload={() => void reload()}
              onUncertain={() => {
                setUncertain(true);
                setEditing(false);
                void reload();
              }}
            />
          ) : (
            <>
              {uncertain && <UncertainSaveNotice what="boiler" />}
              <BoilerRead
                data={loaded}
                editButton={editButton}
                onEdit={() => {
                  setUncertain(false);
                  setEditing(true);
                }}
              />
            </>
          )
        }
      </QueryContent>
    </Panel>
  );
}
