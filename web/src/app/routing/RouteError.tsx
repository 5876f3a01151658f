import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useRouteError } from 'react-router-dom';
import { usePageTitle } from '../../ui/usePageTitle';

// A screen whose code or data could not be loaded, or that failed while drawing, says so inside the shell
// (react-router's own error page is a developer's: "Unexpected Application Error! … Hey developer").

// A module that is not there, as Chromium, Safari and Firefox word it.
const MISSING_CHUNK =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;
const RELOADED_AT = 'reloadedForNewVersion';

/**
 * A tab left open across a deployment asks for chunks the new build no longer has: the page is reloaded
 * once, at the address the person was going to, to take the new build, unless that was just tried.
 */
function reloadForNewVersion(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT)) < 10_000) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false; // without storage a reload loop could not be told apart: the person reloads
  }
  window.location.reload();
  return true;
}

export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  const newVersion = MISSING_CHUNK.test(message);
  const title = newVersion ? 'HUB Administration was updated' : 'This page failed';
  usePageTitle(title);
  if (newVersion && reloadForNewVersion()) return null;
  return (
    <Stack gap="3" maxW="xl" role="alert">
      <Heading as="h1" size="md">
        {title}
      </Heading>
      <Text>
        {newVersion
          ? 'This page is not in the version installed since the tab was opened: reload to use the new one.'
          : `Something went wrong while showing this page: ${message}`}
      </Text>
      {/* Links that load the document again, so a new build is taken whatever failed. */}
      <Stack direction="row" gap="4">
        <Link href={window.location.href} colorPalette="blue">
          Reload
        </Link>
        <Link href="/dashboard" colorPalette="blue">
          Back to the dashboard
        </Link>
      </Stack>
    </Stack>
  );
}
