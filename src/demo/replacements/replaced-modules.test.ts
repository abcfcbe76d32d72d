import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type * as DemoDocs from '@/demo/replacements/docs-routes';
import type * as DemoHashing from '@/demo/replacements/hashing-thread';
import type * as DemoUploads from '@/demo/replacements/image-encoding';
import type * as DemoRaster from '@/demo/replacements/raster-image';
import { replacedModules } from '@/demo/replacements/replaced-modules';
import type * as ServerDocs from '@/server/areas/system/docs-routes';
import type * as ServerRaster from '@/server/areas/system/images/raster-image';
import type * as ServerUploads from '@/server/areas/uploads/image-encoding';
import type * as ServerHashing from '@/server/auth/hashing-thread';

// Checked by tsc: each replacement's exports have the types of the original's.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameTypes: [
  Same<DemoHashing.ScryptJob, ServerHashing.ScryptJob>,
  Same<typeof DemoHashing.createHashingThread, typeof ServerHashing.createHashingThread>,
  Same<typeof DemoRaster.encodeRasterImage, typeof ServerRaster.encodeRasterImage>,
  Same<typeof DemoRaster.rasterEncoding, typeof ServerRaster.rasterEncoding>,
  Same<typeof DemoRaster.rasterContentType, typeof ServerRaster.rasterContentType>,
  Same<typeof DemoUploads.reencodeImage, typeof ServerUploads.reencodeImage>,
  Same<typeof DemoDocs.docsRoutes, typeof ServerDocs.docsRoutes>,
] = [true, true, true, true, true, true, true];

const projectRoot = path.resolve(import.meta.dirname, '../../..');
const exists = (file: string) => fs.existsSync(path.join(projectRoot, file));

describe('the replaced modules', () => {
  it('name a builtin or a server file that exists, and a replacement that exists', () => {
    expect(sameTypes.every(Boolean)).toBe(true);
    for (const { replaces, with: replacement, why } of replacedModules) {
      const isPackage = (name: string) => exists(`node_modules/${name}/package.json`);
      expect(
        replaces.startsWith('node:') || isPackage(replaces) || (replaces.startsWith('src/server/') && exists(replaces)),
        replaces,
      ).toBe(true);
      expect((replacement.startsWith('src/demo/replacements/') && exists(replacement)) || isPackage(replacement), replacement).toBe(
        true,
      );
      expect(why).toMatch(/^\S.*\.$/);
    }
    expect(new Set(replacedModules.map((entry) => entry.replaces)).size).toBe(replacedModules.length);
  });

  it('export every name the server file they replace exports', async () => {
    for (const { replaces, with: replacement } of replacedModules.filter((entry) =>
      entry.replaces.startsWith('src/'),
    )) {
      const original: object = await import(/* @vite-ignore */ path.join(projectRoot, replaces));
      const demo: object = await import(/* @vite-ignore */ path.join(projectRoot, replacement));
      for (const name of Object.keys(original))
        expect(demo, `${replacement} exports ${name}`).toHaveProperty(name, expect.anything());
    }
  });

  it('are each named in the README, which tells a reader what the demo does instead', () => {
    const readme = fs.readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
    for (const { replaces } of replacedModules) expect(readme, replaces).toContain(replaces.replace(/^src\/server\//, ''));
  });
});
