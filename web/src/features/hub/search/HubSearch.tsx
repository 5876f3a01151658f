import { useQuery } from '@apollo/client/react';
import { Box, Input, Text } from '@chakra-ui/react';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MAX_CHARS,
  SEARCH_MIN_CHARS,
  SEARCH_TOO_LONG,
  SEARCH_TOO_SHORT,
  hubIdFromSerial,
  isMistypedSerial,
  isValidSerial,
  mistypedSerialMessage,
} from '@hub/domain';
import type { KeyboardEvent } from 'react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql } from '../../../__generated__';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { HubSearchResults } from './HubSearchResults';
import { searchErrorText } from './searchErrorText';

export const HubSearch_Query = graphql(`
  query HubSearch_Query($term: String!) {
    searchHubs(term: $term) {
      id
      serial
      name
      machineId
    }
  }
`);

const LIST_ID = 'hub-search-results';

function serialTyped(text: string): number | null {
  return /^\d+$/.test(text) && isValidSerial(Number(text)) ? Number(text) : null;
}

/**
 * The header's hub search (spec 1 §2): a valid serial jumps to its hub; anything else is searched once
 * typing pauses for 300 ms with at least 3 characters, listing id, name and machine id. The jump waits
 * for the same pause (or Enter) and needs the whole trimmed input to be the serial: a machine id such as
 * "59969087-5a93" starts with digits that can form a valid serial, and must not jump halfway through.
 */
export function HubSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  // The hub the arrows have highlighted, -1 for none: the list opens with none, the first ↓ highlights the
  // first hub, and Enter opens the highlighted one (a listbox without automatic selection, WAI-ARIA).
  const [active, setActive] = useState(-1);
  const typed = text.trim();
  const term = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const serialSettled = term === typed ? serialTyped(term) : null;
  // Longer than the server takes is said at once instead of sent (it was "An unexpected error occurred!").
  const tooLong = typed.length > SEARCH_MAX_CHARS;
  const settled = term === typed && term.length >= SEARCH_MIN_CHARS && !tooLong && serialSettled === null;
  const { data, error } = useQuery(HubSearch_Query, {
    variables: { term },
    skip: !settled,
    fetchPolicy: 'network-only',
  });
  const hubs = settled && data ? data.searchHubs : [];

  const openHub = (hubId: number) => {
    setText('');
    setOpen(false);
    navigate(`/hub/${hubId}`);
  };

  useEffect(() => {
    if (serialSettled !== null) openHub(hubIdFromSerial(serialSettled));
    // openHub only navigates and clears; the jump is keyed on the settled serial alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialSettled]);

  const change = (value: string) => {
    setText(value);
    setActive(-1);
    setOpen(true);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'ArrowDown' && hubs.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, hubs.length - 1));
    } else if (event.key === 'ArrowUp' && hubs.length > 0) {
      event.preventDefault();
      setOpen(true);
      // From none highlighted, ↑ starts at the last hub.
      setActive((i) => (i < 0 ? hubs.length - 1 : Math.max(i - 1, 0)));
    } else if (event.key === 'Enter') {
      const serial = serialTyped(typed);
      const hub = open && active >= 0 ? hubs[active] : undefined;
      if (serial !== null) {
        event.preventDefault();
        openHub(hubIdFromSerial(serial));
      } else if (hub && (event.ctrlKey || event.metaKey)) {
        // As Ctrl+Enter on a link: the hub in a new tab, the search left as it is.
        event.preventDefault();
        window.open(`/hub/${hub.id}`, '_blank', 'noopener');
      } else if (hub) {
        event.preventDefault();
        openHub(hub.id);
      }
    }
  };

  let status: string | null = null;
  if (typed.length < SEARCH_MIN_CHARS) status = SEARCH_TOO_SHORT;
  else if (tooLong) status = SEARCH_TOO_LONG;
  else if (settled && error) status = searchErrorText(error);
  else if (!settled || !data) status = 'Searching...';
  else if (hubs.length === 0)
    // A serial's size with wrong check digits: most likely a slip in typing one, so say where to look, in
    // the words a firmware route's Hub ID box uses too.
    status = isMistypedSerial(typed) ? `No hubs found. ${mistypedSerialMessage(typed)}` : 'No hubs found.';

  const showPopup = open && typed !== '';
  const showList = showPopup && status === null;
  return (
    <Box position="relative">
      <Input
        role="combobox"
        aria-label="Hub search"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={LIST_ID}
        aria-activedescendant={showList && active >= 0 ? `${LIST_ID}-${active}` : undefined}
        placeholder="Hub serial, id, name or machine id"
        autoComplete="off"
        size="sm"
        bg="white"
        color="gray.900"
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={keyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      />
      {showPopup && (
        <Box
          position="absolute"
          top="100%"
          left="0"
          mt="1"
          w={{ base: '100%', md: '32rem' }}
          maxW="calc(100vw - 16px)"
          bg="white"
          color="gray.900"
          borderWidth="1px"
          rounded="md"
          shadow="lg"
          zIndex="dropdown"
        >
          {status !== null ? (
            <Text px="3" py="2" fontSize="sm" role={error && settled ? 'alert' : 'status'}>
              {status}
            </Text>
          ) : (
            <HubSearchResults id={LIST_ID} hubs={hubs} active={active} onChoose={openHub} />
          )}
        </Box>
      )}
    </Box>
  );
}
