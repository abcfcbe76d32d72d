import { describe, expect, it } from 'vitest';
import { activeFilterChips, clearFilters, readShopQuery, removeFilter, writeShopQuery } from './shop-filters';

const read = (search: string, fallback?: Parameters<typeof readShopQuery>[1]) => readShopQuery(new URLSearchParams(search), fallback);

describe('shop filters in the address', () => {
  it('reads a plain address as the plain shop, with the stored order', () => {
    expect(read('', 'priceAsc')).toEqual({ q: '', gender: [], category: 'All', colors: [], priceMin: undefined, priceMax: undefined, rating: undefined, sort: 'priceAsc', page: 1 });
  });

  it('round-trips every filter, and leaves defaults out of the address', () => {
    const query = read('q=nike&gender=Men,Kids&category=Shoes&colors=%2300AB55,%23000000&priceMin=10&priceMax=50&rating=4&sort=newest&page=2');
    expect(query).toMatchObject({ q: 'nike', gender: ['Men', 'Kids'], category: 'Shoes', colors: ['#00AB55', '#000000'], priceMin: 10, priceMax: 50, rating: 4, sort: 'newest', page: 2 });
    expect(read(writeShopQuery(query).toString())).toEqual(query);
    expect(writeShopQuery(read('category=All&sort=featured&page=1')).toString()).toBe('');
  });

  it('drops unknown or broken values instead of failing', () => {
    const query = read('gender=Men,Aliens&category=Cars&colors=%23123456&priceMin=-3&priceMax=abc&rating=9&sort=random&page=0');
    expect(query).toMatchObject({ gender: ['Men'], category: 'All', colors: [], priceMin: undefined, priceMax: undefined, rating: undefined, sort: 'featured', page: 1 });
    expect(read('priceMin=80&priceMax=20')).toMatchObject({ priceMin: 20, priceMax: 80 });
  });

  it('shows one chip per active filter and removing a chip removes just that filter, from page 1', () => {
    const query = read('gender=Men,Women&category=Apparel&priceMax=40&rating=3&page=3');
    const chips = activeFilterChips(query);
    expect(chips).toEqual([
      { kind: 'gender', value: 'Men' },
      { kind: 'gender', value: 'Women' },
      { kind: 'category', value: 'Apparel' },
      { kind: 'price', min: undefined, max: 40 },
      { kind: 'rating', value: 3 },
    ]);
    const withoutMen = removeFilter(query, chips[0]!);
    expect(writeShopQuery(withoutMen).toString()).toBe('gender=Women&category=Apparel&priceMax=40&rating=3');
    expect(activeFilterChips(removeFilter(query, chips[3]!)).map((chip) => chip.kind)).not.toContain('price');
    expect(activeFilterChips(clearFilters({ ...query, q: 'cap' }))).toEqual([]);
    expect(clearFilters({ ...query, q: 'cap' }).q).toBe('cap');
  });
});
