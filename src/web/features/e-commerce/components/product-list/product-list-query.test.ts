import { describe, expect, it } from 'vitest';
import { productSortOptions } from '@/contract/product-rules';
import {
  productListSorts,
  readProductListQuery,
  sortModelOf,
  sortOf,
  writeProductListQuery,
  type ProductListQuery,
} from './product-list-query';

const plain: ProductListQuery = {
  q: '',
  status: [],
  inventory: [],
  sort: 'createdAtDesc',
  page: 1,
  pageSize: 10,
};

describe('the product list in the address', () => {
  it('reads an empty address as the plain list, newest first, 10 a page', () => {
    expect(readProductListQuery(new URLSearchParams())).toEqual(plain);
    expect(writeProductListQuery(plain).toString()).toBe('');
  });

  it('keeps search, filters, order, page and page size through a round trip', () => {
    const query: ProductListQuery = {
      q: 'royal',
      status: ['sale', 'none'],
      inventory: ['out_of_stock', 'low_stock'],
      sort: 'priceAsc',
      page: 3,
      pageSize: 25,
    };
    const params = writeProductListQuery(query);
    expect(params.toString()).toBe(
      'q=royal&status=sale%2Cnone&inventory=out_of_stock%2Clow_stock&sort=priceAsc&page=3&pageSize=25',
    );
    expect(readProductListQuery(params)).toEqual(query);
  });

  it('leaves out what it does not know: any address gives a query the server takes', () => {
    const params = new URLSearchParams(
      'q=%20%20x%20&status=hot,sale,sale&inventory=plenty&sort=featured&page=-2&pageSize=33',
    );
    expect(readProductListQuery(params)).toEqual({ ...plain, q: 'x', status: ['sale'] });
    expect(readProductListQuery(new URLSearchParams('page=2.5&pageSize=50')).page).toBe(1);
    // Values come in the options' order whatever the address's: one list, one address.
    expect(readProductListQuery(new URLSearchParams('inventory=low_stock,in_stock')).inventory).toEqual([
      'in_stock',
      'low_stock',
    ]);
    expect(readProductListQuery(new URLSearchParams(`q=${'y'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('the grid order and the catalogue query order', () => {
  it('are the same both ways for every sortable column, each an order the server knows', () => {
    for (const [field, [asc, desc]] of Object.entries(productListSorts)) {
      expect(productSortOptions).toContain(asc);
      expect(productSortOptions).toContain(desc);
      expect(sortModelOf(asc)).toEqual([{ field, sort: 'asc' }]);
      expect(sortModelOf(desc)).toEqual([{ field, sort: 'desc' }]);
      expect(sortOf(sortModelOf(asc))).toBe(asc);
      expect(sortOf(sortModelOf(desc))).toBe(desc);
    }
  });

  it('falls back to newest first for no order or an unknown column', () => {
    expect(sortOf([])).toBe('createdAtDesc');
    expect(sortOf([{ field: 'actions', sort: 'asc' }])).toBe('createdAtDesc');
    expect(sortOf([{ field: 'price', sort: null }])).toBe('createdAtDesc');
  });
});
