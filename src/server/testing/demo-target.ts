/**
 * Whether this run tests the demo mode's API too: with API_TARGET_DEMO=1. Not yet by default: the demo target
 * adds about a quarter of an hour to the server suite on two cores, more than CI's time allows for now.
 */
export function demoTargetWanted(): boolean {
  return process.env.API_TARGET_DEMO === '1';
}
