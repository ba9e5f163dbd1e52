/**
 * Starts the site: `tsx host/src/main.ts`. Settings come from the environment and
 * `<DATA_DIR>/conf/config.yaml`; without that file the installer is served.
 */
import { readConfig } from './config';
import { Host } from './host';
import { runHeadlessInstall } from './installation/headless';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const host = await Host.create(config);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    host.app.log.info(`${signal}: shutting down`);
    host
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        host.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await host.start();
  await runHeadlessInstall(host.installation, { env: process.env, configPath: config.configPath, log: host.log });
  const address = await host.listen();
  // One line on stdout even at the quiet default log level, so operators see where the site is.
  console.log(`Answer is listening on ${address}${config.basePath}/ (${host.mode === 'install' ? 'install mode' : 'run mode'})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
