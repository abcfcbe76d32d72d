/**
 * Whether this run tests the demo mode's API too: with API_TARGET_DEMO=1. Not yet by default: the demo target
 * adds about a quarter of an hour to the server suite on two cores, more than CI's time allows for now.
 */
export function demoTargetWanted(): boolean {
  return process.env.API_TARGET_DEMO === '1';
}

/**
 * Whether this run tests on PostgreSQL (when its binaries are found): yes unless API_TARGET_POSTGRES=0. CI's
 * second Node version leaves it out: the PostgreSQL driver is plain JavaScript, the SQLite one is native code.
 */
export function postgresTargetWanted(): boolean {
  return process.env.API_TARGET_POSTGRES !== '0';
}
