import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };
const files = import.meta.glob<Messages>('./*/**/*.json', { eager: true, import: 'default' });

function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const byLanguage = (language: string) =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.startsWith(`./${language}/`))
      .map(([file, messages]) => [file.slice(language.length + 3), messages]),
  );

describe('translations', () => {
  const english = byLanguage('en');
  for (const language of ['de', 'fr']) {
    it(`${language} has every key of en, and no other, with the same placeholders`, () => {
      const other = byLanguage(language);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [file, messages] of Object.entries(english)) {
        expect(keysOf(other[file]!).sort(), file).toEqual(keysOf(messages).sort());
        for (const key of keysOf(messages)) {
          const get = (tree: Messages) => key.split('.').reduce<unknown>((node, part) => (node as Messages)[part], tree) as string;
          const placeholders = (text: string) => (text.match(/{{\w+}}|<\w+>/g) ?? []).sort();
          expect(placeholders(get(other[file]!)), `${file} ${key}`).toEqual(placeholders(get(messages)));
          expect(get(other[file]!).trim(), `${file} ${key}`).not.toBe('');
        }
      }
    });
  }
});
