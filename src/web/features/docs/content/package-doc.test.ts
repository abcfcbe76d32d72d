import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import english from '@/web/locales/en/content/docs/doc-package.json';
import { packageDependencies } from './package-manifest';

const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('the package doc', () => {
  it('describes every script of package.json, and no other', () => {
    expect(Object.keys(english.scripts).sort()).toEqual(Object.keys(manifest.scripts).sort());
  });

  it('lists every dependency of package.json with its version, each in a group', () => {
    const listed = packageDependencies.map(({ name, version, dev }) => ({ name, version, dev }));
    expect(listed).toEqual([
      ...Object.entries(manifest.dependencies).map(([name, version]) => ({ name, version, dev: false })),
      ...Object.entries(manifest.devDependencies).map(([name, version]) => ({ name, version, dev: true })),
    ]);
    expect(packageDependencies.filter((dependency) => !dependency.group).map(({ name }) => name)).toEqual([]);
  });
});
