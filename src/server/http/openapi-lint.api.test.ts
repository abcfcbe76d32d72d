import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '@/server/testing/server-process';

// The one rule the document breaks on purpose: the product is not published under a licence.
const acceptedRules = new Set(['info-license', 'info-license-strict']);

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
      .filter((problem) => !acceptedRules.has(problem.ruleId))
      .map((problem) => `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`);
    expect(found).toEqual([]);
  });
});
