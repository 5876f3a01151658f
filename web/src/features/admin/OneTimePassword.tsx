import { Alert, Code, Text } from '@chakra-ui/react';

/** A one-time password, shown this once to the administrator who must hand it over. */
export function OneTimePassword({ name, password }: { name: string; password: string }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{`One-time password for ${name}`}</Alert.Title>
        <Alert.Description>
          <Code fontSize="md" data-testid="one-time-password" userSelect="all">
            {password}
          </Code>
          <Text fontSize="sm" mt="1">
            Give it to them now: it is not shown again. They must choose a new password when they first sign
            in.
          </Text>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
