/** docs/api-routes.md is the app's route table as it is: a route added, moved or guarded differently changes it. */
import { expect, it } from 'vitest';
import { app } from '~/server/app';
import { routeIndex } from './route-index';

it('lists every route with its file and guard in docs/api-routes.md', async () => {
  const index = routeIndex(app.routes);
  expect(index).toContain('- `POST /api/comments` → src/server/routes/compat.ts, signed in\n');
  expect(index).toContain('- `GET /api/admin/users` → src/server/routes/admin.ts, can.administerUsers\n');
  await expect(index, 'docs/api-routes.md is stale: run `npm run routes:index`').toMatchFileSnapshot('../../docs/api-routes.md');
});
