import { Box, DataList, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { HubInformationPanel_InformationFragment } from '../../../__generated__/graphql';
import { formatDate } from '../../../ui/formatting';
import { CONTACT_DETAILS_HIDDEN, mapsSearchUrl } from './informationForm';

type Information = HubInformationPanel_InformationFragment;

function PostcodeLink({ info }: { info: Information }) {
  const postcode = info.postcodeDisplay || info.postcode;
  if (!postcode) return null;
  return (
    <Link
      href={mapsSearchUrl(postcode)}
      target="_blank"
      rel="noopener noreferrer"
      colorPalette="blue"
      aria-label={`Postcode ${postcode}: search the map`}
      // The read view turns into the editor on click; opening the map must not do that too.
      onClick={(event) => event.stopPropagation()}
    >
      {postcode}
    </Link>
  );
}

function rows(info: Information): Array<[string, ReactNode]> {
  const contact = (value: ReactNode) =>
    info.contactDetailsHidden ? (
      <Text as="span" color="fg.muted">
        {CONTACT_DETAILS_HIDDEN}
      </Text>
    ) : (
      value
    );
  return [
    ['Name', info.name],
    ['Address', contact(info.address)],
    ['City', info.city],
    ['Postcode', <PostcodeLink key="postcode" info={info} />],
    ['Country', info.country],
    ['Phone', contact(info.contactPhoneDisplay || info.contactPhone)],
    ['Mobile', contact(info.contactMobileDisplay || info.contactMobile)],
    ['Email', contact(info.contactEmail)],
    ['Notes', info.contactNote],
    ['Shipment', info.shipmentNumber],
    ['Carton', info.cartonNumber],
    ['Stock Status', info.stockStatusText],
    ['Location', info.stockLocationText],
    ['Office Status', info.stockOfficeStatusDetails],
    ['Customer Type', info.customerTypeText],
    ['Install State', info.installationStateText],
    // In the console's one date format, as the editor shows them (ui/formatting).
    ['Installed', formatDate(info.installed)],
    ['Dispatched', formatDate(info.dispatched)],
    ['Installer', info.installerName],
    ['Docket', info.stockDocketNumber],
  ];
}

interface HubInformationReadProps {
  info: Information;
  onEdit: () => void;
}

/** Spec 1 §2 Information panel, read view: click anywhere to edit. */
export function HubInformationRead({ info, onEdit }: HubInformationReadProps) {
  return (
    <Box onClick={onEdit} cursor="pointer" title="Click to edit" rounded="sm" _hover={{ bg: 'gray.50' }}>
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {rows(info).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="7.5rem">{label}</DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
              {value ?? ''}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}
