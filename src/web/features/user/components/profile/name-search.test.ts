import { describe, expect, it } from 'vitest';
import { filterByName } from './name-search';

const people = [{ name: 'Zoë Müller' }, { name: 'Anna  Berg' }, { name: 'Jean-Luc Renard' }];

describe('filterByName', () => {
  it('keeps everyone for an empty or blank query', () => {
    expect(filterByName(people, '')).toEqual(people);
    expect(filterByName(people, '   ')).toEqual(people);
  });

  it('finds part of a name in any case, accents and extra spaces ignored', () => {
    expect(filterByName(people, 'ZOE')).toEqual([people[0]]);
    expect(filterByName(people, 'muller')).toEqual([people[0]]);
    expect(filterByName(people, 'anna berg')).toEqual([people[1]]);
    expect(filterByName(people, 'luc ren')).toEqual([people[2]]);
    expect(filterByName(people, 'e')).toEqual(people);
  });

  it('finds nobody when no name contains the query', () => {
    expect(filterByName(people, 'xyz')).toEqual([]);
  });
});
