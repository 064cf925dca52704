import { existsSync } from 'node:fs';
import { startTestServer } from '../../helpers/test-server';

/**
 * The real server over the built bundle (dist/) and the demo pages; `npm test` builds first.
 */
export async function startSite(env: Record<string, string> = {}) {
  if (!existsSync('dist/ev-widgets.js')) throw new Error('dist/ is missing: run `npm run build` first');
  return startTestServer(env, { demoDir: 'demo', distDir: 'dist' });
}
