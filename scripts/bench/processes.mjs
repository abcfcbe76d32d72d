// The processes of the API benchmarks: the real API server, its bare twin, and a round-robin proxy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function stopper(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
}

/**
 * Starts dist/server/main.js on SQLite in workDir, logging to a file there (as a production process logs
 * to its journal, and so the load generator does not spend time reading the log). It runs with workDir as
 * its working directory so that no .env file of the checkout changes its settings.
 */
export async function startApiServer({ root, workDir, logLevel, env = {} }) {
  const logFile = path.join(workDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: workDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: path.join(workDir, 'data'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const stop = stopper(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode}:\n${fs.readFileSync(logFile, 'utf8')}`);
    const listening = fs
      .readFileSync(logFile, 'utf8')
      .split('\n')
      .find((line) => line.includes('"msg":"listening"'));
    if (listening) return { baseUrl: `http://127.0.0.1:${JSON.parse(listening).port}`, logFile, stop };
    await sleep(50);
  }
  await stop();
  throw new Error(`the server did not start within 60 s:\n${fs.readFileSync(logFile, 'utf8')}`);
}

/** Starts one of the helper servers in scripts/bench that print {"port":n} once they listen; resolves then. */
async function startHelperServer(root, script, args) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench', script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = stopper(child);
  const lines = readline.createInterface({ input: child.stdout });
  for await (const line of lines) {
    const { port } = JSON.parse(line);
    lines.close();
    child.stdout.resume();
    return { baseUrl: `http://127.0.0.1:${port}`, stop };
  }
  await stop();
  throw new Error(`${script} exited before listening`);
}

/** Starts scripts/bench/twin-server.mjs with the recorded responses. */
export const startTwinServer = ({ root, responsesFile }) => startHelperServer(root, 'twin-server.mjs', [responsesFile]);

/** Starts scripts/bench/round-robin-proxy.mjs in front of the servers at `upstreams` (base URLs). */
export const startRoundRobinProxy = ({ root, upstreams }) => startHelperServer(root, 'round-robin-proxy.mjs', upstreams);

/** The seeded demo admin, as a fresh data directory has it. */
export const demoAccount = { email: 'demo@ardent-studio.example', password: 'demo1234' };

/** Signs the demo admin in on the server at `baseUrl`; its access token. */
export async function signInDemo(baseUrl) {
  const login = await fetch(`${baseUrl}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demoAccount),
  });
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
  return (await login.json()).accessToken;
}
