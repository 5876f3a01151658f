import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CurrentUser } from '../../app/auth/useCurrentUser';
import { useCurrentUser } from '../../app/auth/useCurrentUser';
import { usePageTitle } from '../../ui/usePageTitle';
import { signatureText } from './signatureText';

function Signature({ user }: { user: CurrentUser }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(signatureText(user)).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <Stack gap="4">
      <Box
        aria-label="Signature"
        role="region"
        p="4"
        bg="white"
        borderWidth="1px"
        rounded="md"
        fontFamily="Arial, Helvetica, sans-serif"
        userSelect="all"
      >
        <Text fontWeight="bold">{user.name}</Text>
        <Text>{user.email}</Text>
        <Text color="gray.600">HUB Administration</Text>
      </Box>
      <Stack direction="row" align="center" gap="3">
        <Button size="sm" colorPalette="blue" onClick={copy}>
          Copy signature
        </Button>
        {copied === 'yes' && <Text color="green.700">Copied.</Text>}
        {copied === 'failed' && (
          <Text color="red.600">Copying is blocked here: select the signature and copy it.</Text>
        )}
      </Stack>
    </Stack>
  );
}

/** The signed-in staff member's e-mail signature, ready to copy into a mail client (staff route: login checked). */
export default function SignaturePage() {
  usePageTitle('Signature');
  const session = useCurrentUser();
  return (
    <Stack p="6" gap="4" maxW="lg">
      <Heading as="h1" size="md">
        Signature
      </Heading>
      {session.status === 'loggedIn' && <Signature user={session.user} />}
    </Stack>
  );
}
