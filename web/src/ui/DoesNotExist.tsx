import { Text } from '@chakra-ui/react';

/**
 * What a screen says in place of a record that is not there ("Hub 1234 does not exist."): the API's own
 * words for it (fleet-api's 404s and the gateway's NOT_FOUND), so a person and an analyst read the same.
 */
export function DoesNotExist({ what, id }: { what: 'Hub' | 'Issue'; id: number | string }) {
  return <Text>{`${what} ${id} does not exist.`}</Text>;
}
