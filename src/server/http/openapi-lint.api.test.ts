import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '@/server/testing/server-process';

// The one rule the document breaks on purpose: the product is not published under a licence.
const acceptedRules = new Set(['info-license', 'info-license-strict']);
// The two browser redirects of a sign-in through a provider answer 302 (to the provider, or back to a screen), never 2XX.
const redirectOnly = /^#\/paths\/~1api~1account~1external~1\{provider\}~1(start|callback)\/get\/responses$/;
const accepted = (problem: { ruleId: string; location: { pointer?: string }[] }) =>
  acceptedRules.has(problem.ruleId) ||
  (problem.ruleId === 'operation-2xx-response' && redirectOnly.test(problem.location[0]?.pointer ?? ''));

describe('the OpenAPI document', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("passes Redocly's recommended rules (a client generator can use it)", async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`);
    expect(response.status).toBe(200);
    const problems = await lintFromString({
      source: await response.text(),
      absoluteRef: `${server.baseUrl}/api/openapi.json`,
      config: await createConfig({ extends: ['recommended'] }),
    });
    const found = problems
      .filter((problem) => !accepted(problem))
      .map(
        (problem) =>
          `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`,
      );
    expect(found).toEqual([]);
  });
});
