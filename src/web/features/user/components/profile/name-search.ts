/** A name as a search compares it: lower case, without accents, spaces collapsed. */
const searchForm = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();

/** The people whose name contains the query (any case, accents ignored); all of them for an empty query. */
export function filterByName<T extends { name: string }>(people: readonly T[], query: string): T[] {
  const wanted = searchForm(query);
  return wanted ? people.filter((person) => searchForm(person.name).includes(wanted)) : [...people];
}
