import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <Stack gap="3" maxW="xl">
      <Heading as="h1" size="md">
        Page not found
      </Heading>
      <Text>
        There is no page at <code>{pathname}</code>.
      </Text>
      <Link asChild colorPalette="blue">
        <RouterLink to="/dashboard">Back to the dashboard</RouterLink>
      </Link>
    </Stack>
  );
}
