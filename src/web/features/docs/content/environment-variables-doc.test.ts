import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationVariables } from './environment-variables-doc';

describe('the environment variables doc', () => {
  it('lists every variable of .env.example, in its order', () => {
    const example = fs.readFileSync('.env.example', 'utf8');
    const names = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]);
    expect(configurationVariables.map((variable) => variable.name)).toEqual(names);
  });

  it('lists only variables that src/server/config.ts (or config-sign-in.ts, which it calls) reads', () => {
    const config = ['src/server/config.ts', 'src/server/config-sign-in.ts']
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    // Read as env.NAME, or by a name in quotes (the S3_* variables are read through a list of names).
    const reads = (name: string) => config.includes(`env.${name}`) || config.includes(`'${name}'`);
    for (const { name } of configurationVariables) expect(reads(name), name).toBe(true);
  });
});

describe("the README's environment table", () => {
  it('lists the same variables, in the same order, with the same defaults as this page', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## Environment'));
    const table = section.slice(
      section.indexOf('| Variable |'),
      section.indexOf('\n\n', section.indexOf('| Variable |')),
    );
    const rows = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \| (.+?) \|/gm)].map(([, name, fallback]) => ({
      name,
      // The first code span is the default; "*(empty)*" and "*(generated)*" are the words for none.
      fallback: /^\*\((empty|generated)\)\*$/.exec(fallback!)?.[1] ?? /`([^`]*)`/.exec(fallback!)?.[1],
    }));
    expect(rows).toEqual(configurationVariables);
  });
});
