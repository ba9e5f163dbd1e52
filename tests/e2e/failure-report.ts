/** Setup of every journey file: a failed test prints what its open pages show and went through. */
import { beforeEach } from 'vitest';
import { describeOpenPages } from './browser';

beforeEach((context) => {
  context.onTestFailed(async () => {
    const report = await describeOpenPages();
    if (report) console.error(`The browser when the test failed:\n${report}`);
  });
});
