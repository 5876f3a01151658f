// Imported first by main.tsx, so it runs before React and Chakra are evaluated: in a browser signed in
// last time (the stored hint), the first screen will need Apollo Client, so its chunk starts downloading
// now instead of when the route loader asks for it, and the screen's data is not held back by it.
import { probablySignedIn } from '../auth/signedInHint';
import { loadApollo } from './loadApollo';

if (probablySignedIn()) void loadApollo().catch(() => undefined);
