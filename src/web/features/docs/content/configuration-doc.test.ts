import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationVariables } from './configuration-doc';

describe('the configuration doc', () => {
  it('lists every variable of .env.example, in its order', () => {
    const example = fs.readFileSync('.env.example', 'utf8');
    const names = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(configurationVariables.map((variable) => variable.name)).toEqual(names);
  });

  it('lists only variables that src/server/config.ts reads', () => {
    const config = fs.readFileSync('src/server/config.ts', 'utf8');
    // Read as env.NAME, or by a name in quotes (the S3_* variables are read through a list of names).
    const reads = (name: string) => config.includes(`env.${name}`) || config.includes(`'${name}'`);
    for (const { name } of configurationVariables) expect(reads(name), name).toBe(true);
  });
});
