/**
 * Global setup of the integration tests: the local push service in Node, on its own port, so the
 * app's web push in the Workers runtime reaches a service that checks and decrypts what it sends.
 * Tests subscribe and read the messages back with pushServiceClient (scripts/push-service/client.ts).
 */
import { PUSH_SERVICE_PORTS } from '../../scripts/dev-vars.mjs';
import { startPushService } from '../../scripts/push-service/server';

export default async function setup() {
  const service = await startPushService({ port: PUSH_SERVICE_PORTS.integration });
  return () => service.close();
}
