// The gateway process (npm start runs it beside fleet-api). Stops cleanly on SIGINT/SIGTERM: in-flight
// requests finish, then connections to the upstream and Redis close.
import { startGateway } from './app.js';

try {
  const gateway = await startGateway();
  console.log(`Gateway listening on ${gateway.url} (GraphQL at ${gateway.url}/graphql)`);
  const stop = (signal: string) => {
    console.log(`Gateway stopping (${signal})`);
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Gateway did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  console.error('Gateway failed to start:', error);
  process.exit(1);
}
