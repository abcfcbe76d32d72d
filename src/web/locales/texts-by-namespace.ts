type Messages = Record<string, unknown>;
type Loaders = Record<string, () => Promise<Messages>>;

/** A text file's namespace: its name (locales/<language>/<namespace>.json, also under content/). */
export const namespaceOf = (file: string) => /([^/]+)\.json$/.exec(file)![1]!;

/** The loaders of `import.meta.glob` keyed `<language>/<namespace>` (keys like './de/content/about.json'). */
export function byNamespace(files: Loaders): Map<string, () => Promise<Messages>> {
  return new Map(Object.entries(files).map(([file, load]) => [`${file.split('/')[1]}/${namespaceOf(file)}`, load]));
}
