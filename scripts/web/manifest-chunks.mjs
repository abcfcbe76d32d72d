// Which built files a first visit needs, from Vite's build manifest (.vite/manifest.json): the entry with
// everything it imports statically, and the chunks of the given source files with theirs. The source files
// come from the app itself (entry-server.tsx: firstLoadSources), never from reading its code.

/** The manifest key of the entry chunk. */
export const entryKeyOf = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);

/** The chunk and every chunk it imports statically, transitively. */
function withStaticImports(manifest, key, into) {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/** Manifest keys of the chunks a first visit needs: the entry's, then those of these source files. */
export function firstLoadChunks(manifest, sources) {
  const chunks = withStaticImports(manifest, entryKeyOf(manifest), new Set());
  for (const source of sources) withStaticImports(manifest, source, chunks);
  return [...chunks];
}
