/** Never a 500, parts [3, 4, 5] of the route sweep (test/support/route-sweep.ts); the other file runs the rest beside it. */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/harness';
import { describeRouteSweep } from '../../../test/support/route-sweep';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describeRouteSweep(() => app, [3, 4, 5]);
