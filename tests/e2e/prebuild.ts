// Builds the production bundle the end-to-end server will serve, ahead of time: `npm test` runs this
// beside the integration tests (the build then costs the e2e step nothing; start.mjs finds it up to date).
// The build runs under the e2e server's own environment, read from playwright.config.ts, so it is the
// build the server would have made itself. If it fails, the e2e server builds again and says why.
import { spawn } from 'node:child_process';
import config from '../../playwright.config';

const webServer = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
const env = { ...process.env, ...(webServer?.env ?? {}) };

const child = spawn(process.execPath, ['server/start.mjs', '--build-only'], { stdio: 'inherit', env });
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 1)));
