import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@/contract/error-catalogue';
import { ClientErrors } from '@/contract/errors';

type Texts = { [key: string]: string | Texts };
const files = import.meta.glob<Texts>('./*/*.json', { eager: true, import: 'default' });
const textsOf = (language: string, namespace: string): Texts | undefined => files[`./${language}/${namespace}.json`];

const lookUp = (texts: Texts | undefined, path: string[]): unknown =>
  path.reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);

/**
 * Code families no screen of the web can show, so they need no translation: the web calls nothing that
 * answers them, or it only logs their failures.
 */
const neverShown: Record<string, string> = {
  chat: 'the web only lists chat contacts, a call that answers no chat error',
  notifications: 'the notifications popover logs a failed mark-read and shows nothing',
  'request.malformed_json': "the web's HTTP client sends JSON.stringify's output only",
};
const isNeverShown = (code: string) => code in neverShown || code.split('.')[0]! in neverShown;

/** Where useErrorText finds a code's text: `<area>.errors.<name>`, else `errors.<code>`. */
function englishTextOf(code: string): unknown {
  const [area, ...name] = code.split('.');
  const own = lookUp(textsOf('en', area!), ['errors', ...name]);
  return own ?? lookUp(textsOf('en', 'errors'), code.split('.'));
}

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('error texts', () => {
  const codes = [...errorCatalogue, ...Object.values(ClientErrors)].map((entry) => entry.code);

  it('have an English text for every code the web can show', () => {
    const untranslated = codes.filter((code) => !isNeverShown(code) && typeof englishTextOf(code) !== 'string');
    expect(untranslated).toEqual([]);
    for (const code of codes.filter((code) => !isNeverShown(code)))
      expect((englishTextOf(code) as string).trim(), code).not.toBe('');
  });

  it('name no exception that is not a code family of the catalogue', () => {
    for (const exception of Object.keys(neverShown))
      expect(codes.some((code) => code === exception || code.startsWith(`${exception}.`)), exception).toBe(true);
  });

  const areasWithErrors = Object.keys(files)
    .filter((file) => file.startsWith('./en/'))
    .map((file) => /\.\/en\/(.+)\.json$/.exec(file)![1]!)
    .filter((namespace) => namespace !== 'errors' && lookUp(textsOf('en', namespace), ['errors']) !== undefined);

  for (const language of ['de', 'fr']) {
    it(`in ${language} have the keys of en, in errors.json and in every area's errors`, () => {
      expect(areasWithErrors).toEqual(expect.arrayContaining(['blog', 'calendar', 'contact', 'kanban']));
      expect(keysOf(textsOf(language, 'errors')!).sort()).toEqual(keysOf(textsOf('en', 'errors')!).sort());
      for (const area of areasWithErrors) {
        const errorsOf = (lng: string) => lookUp(textsOf(lng, area), ['errors']) as Texts;
        expect(keysOf(errorsOf(language)).sort(), area).toEqual(keysOf(errorsOf('en')).sort());
      }
    });
  }
});
