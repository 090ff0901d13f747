// `npm start`: the platform's compiled build (embedded PGlite, seeded on first start), the back
// office's and the portal's production builds, each built first when it is missing or older than
// its sources.
import path from 'node:path';
import { buildBackoffice, startBackoffice } from './backoffice.mjs';
import { buildPlatform, PLATFORM_DIST } from './build-platform.mjs';
import { backofficeBuildIsStale, buildIsStale, platformBuildIsStale } from './build-stamp.mjs';
import { localEnv } from './local-env.mjs';
import { run, runToEnd, stopAll, stopOnSignals, waitForHttp } from './processes.mjs';
import { KEEP_ALIVE_ARGS, serverEnv } from './server-node-options.mjs';

const env = localEnv({ NODE_ENV: 'production' });
stopOnSignals();

try {
  if (buildIsStale()) {
    console.log('Building the portal (first start or changed sources)…');
    await runToEnd('next', ['build'], env);
  }
  if (backofficeBuildIsStale()) {
    console.log('Building the back office (first start or changed sources)…');
    await buildBackoffice(env);
  }
  if (platformBuildIsStale()) {
    console.log('Building the platform (first start or changed sources)…');
    await buildPlatform();
  }
  const platform = run(process.execPath, [path.join(PLATFORM_DIST, 'main.js')], env, { prefix: 'platform' });
  await waitForHttp(`${env.WPS_BASE_URL}/health`, 120_000, platform);
  // Before the portal: once the portal answers, everything does (the browser tests wait for the portal).
  const backoffice = await startBackoffice('start', serverEnv(env));
  // Binding to a named host (HOST) makes Next treat locale rewrites for other host names as external.
  const hostArgs = process.env.HOST ? ['-H', process.env.HOST] : [];
  const portal = run('next', ['start', '-p', env.PORT, ...hostArgs, ...KEEP_ALIVE_ARGS], serverEnv(env), { prefix: 'portal' });
  await waitForHttp(`http://127.0.0.1:${env.PORT}/api/session`, 60_000, portal);
  const demoAccounts = `
  Demo accounts
    member  demo01   / Demo@2026
    member  player01 / Demo@2026  (a week of deposits, rounds, withdrawals; funds password Fund@2026)
    agent   agent01  / Agent@2026  (downline: demo02, demo03, player01 / Demo@2026, and a team of
                                    26 agents and 300 members with three months of play)
    agent   agent02  / Agent@2026  (sub-agent of agent01)
    agent   agent03  / Agent@2026  (sub-agent of agent02)
    agent   agent04  / Agent@2026  (sub-agent of agent03; every seeded member: Demo@2026)

  Demo back-office staff (password Backoffice@2026, then the authenticator code)
    owner    owner01    authenticator secret DEMOOWNERSTAFFTOTPSECRETROYALBET
    finance  finance01  authenticator secret DEMOFINANCESTAFFTOTPSECRETROYALB
    support  support01  authenticator secret DEMOSUPPORTSTAFFTOTPSECRETROYALB
    (add a secret to an authenticator app, or print the current code: npm run ops -- staff code owner01)
`;
  // SITE_PROFILE=production npm start seeds no demo account: it says how to configure the site instead.
  const profileNote = env.SITE_PROFILE === 'demo' ? demoAccounts : `
  Production profile: no demo account; configure the site (docs/operations.md, "Production profile")
`;
  console.log(`
  Portal:      http://localhost:${env.PORT}
  Back office: ${env.BACKOFFICE_PUBLIC_URL}  (staff only; this machine only unless BACKOFFICE_HOST is set)
  Platform:    ${env.WPS_BASE_URL}
${profileNote}
  Operator: npm run ops -- status <0|1|2> | flag <NAME> <on|off> | flags
            npm run ops -- deposits | withdrawals | reconcile

  The first back-office owner: npm run ops -- staff add <name> --role owner
            prints a one-time enrolment link (${env.BACKOFFICE_PUBLIC_URL}/enrol#…): open it, scan the
            QR code with an authenticator app, choose a password. See docs/back-office.md.
`);
  for (const child of [platform, backoffice, portal]) {
    child.on('exit', (code) => {
      console.error(`A process stopped (exit ${code}); stopping the others.`);
      stopAll();
      process.exit(code ?? 1);
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll();
  process.exit(1);
}
