import { useQuery } from '@apollo/client/react';
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { useFormOpener } from '../../../ui/form';
import { Panel } from '../../../ui/Panel';
import { QueryContent } from '../../../ui/QueryContent';
import { UncertainSaveNotice } from '../../../ui/SaveFailureNotice';
import { HubInformationEditor } from './HubInformationEditor';
import { HubInformationRead } from './HubInformationRead';

graphql(`
  fragment HubInformationPanel_Information on HubInformation {
    hubId
    name
    address
    city
    postcode
    postcodeDisplay
    country
    contactPhone
    contactPhoneDisplay
    contactMobile
    contactMobileDisplay
    contactEmail
    contactDetailsHidden
    contactNote
    shipmentNumber
    cartonNumber
    stockStatusId
    stockStatusText
    stockLocationId
    stockLocationText
    stockOfficeStatusId
    stockOfficeStatusDetails
    customerTypeId
    customerTypeText
    installationStateId
    installationStateText
    dispatched
    installed
    installerId
    installerName
    stockDocketNumber
    seaiTrialGroup
    version
  }
`);

// The panel's part of the hub overview's one request (overviewQuery.ts spreads it under hub(id)).
export const HubInformationPanel_Hub = graphql(`
  fragment HubInformationPanel_Hub on Hub {
    id
    information {
      ...HubInformationPanel_Information
    }
  }
`);

// The panel's own read of its fragment: answered from the cache when the overview's request brought it
// (cache-first), sent on its own only when the panel is shown without it or reloads after Cancel.
export const HubInformationPanel_Query = graphql(`
  query HubInformationPanel_Query($hubId: Int!) {
    hub(id: $hubId) {
      id
      ...HubInformationPanel_Hub
    }
  }
`);

/** Spec 1 §4: toggles between read and edit; Save returns to read and reloads, Cancel reloads. */
export function HubInformationPanel({ hubId }: { hubId: number }) {
  const [editing, setEditing] = useState(false);
  // Restarts the editor from the stored copy after a conflict (a new key remounts it).
  const [editCount, setEditCount] = useState(0);
  const [uncertain, setUncertain] = useState(false);
  // Closed, the editor gives the focus back to Edit (ui/form/formOpener).
  const editButton = useFormOpener(editing);
  const { data, error, refetch } = useQuery(HubInformationPanel_Query, {
    variables: { hubId },
  });
  // A save writes the saved information into the cache from its answer (HubInformation is keyed by hub
  // id), so the read view shows it without a request; Cancel reads the stored copy again.
  const backToRead = () => setEditing(false);
  const cancel = () => {
    setEditing(false);
    void refetch();
  };
  const reload = async () => {
    await refetch();
    setEditCount((count) => count + 1);
  };
  const startEditing = () => {
    setUncertain(false);
    setEditing(true);
  };
  const info = data?.hub?.information ?? null;

  return (
    <Panel
      title="Information"
      actions={
        !editing &&
        data && (
          <Button ref={editButton} size="xs" variant="outline" onClick={startEditing}>
            Edit
          </Button>
        )
      }
    >
      <QueryContent
        data={data}
        error={error}
        errorTitle="The hub information could not be loaded."
        onRetry={() => void refetch()}
      >
        {() =>
          editing ? (
            <HubInformationEditor
              key={editCount}
              hubId={hubId}
              info={info}
              onSaved={backToRead}
              onCancel={cancel}
              onReload={() => void reload()}
              onUncertain={() => {
                setUncertain(true);
                backToRead();
              }}
            />
          ) : info ? (
            <>
              {uncertain && <UncertainSaveNotice what="information" />}
              <HubInformationRead info={info} onEdit={startEditing} />
            </>
          ) : (
            <Text color="fg.muted">No information has been recorded for this hub yet.</Text>
          )
        }
      </QueryContent>
    </Panel>
  );
}
