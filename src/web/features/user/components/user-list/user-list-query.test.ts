import { describe, expect, it } from 'vitest';
import { userListQuerySchema, userListSortOf } from '@/contract/user-list-query';
import {
  readUserListQuery,
  sortModelOf,
  sortOf,
  userListSortableColumns,
  writeUserListQuery,
  type UserListQuery,
} from './user-list-query';

const plain: UserListQuery = {
  search: '',
  status: 'all',
  role: '',
  orderBy: 'createdAt',
  order: 'desc',
  page: 1,
  rowsPerPage: 10,
};
const read = (address: string) => readUserListQuery(new URLSearchParams(address));

describe('the user list in the address', () => {
  it('is empty for the plain list: all accounts, newest first, 10 a page', () => {
    expect(read('')).toEqual(plain);
    expect(writeUserListQuery(plain).toString()).toBe('');
  });

  it('keeps tab, role, search, order and page through a round trip', () => {
    const query: UserListQuery = {
      search: 'ada',
      status: 'banned',
      role: 'Stage Manager',
      orderBy: 'company',
      order: 'desc',
      page: 4,
      rowsPerPage: 25,
    };
    const address = writeUserListQuery(query).toString();
    expect(address).toBe('search=ada&status=banned&role=Stage+Manager&orderBy=company&order=desc&page=4&rowsPerPage=25');
    expect(read(address)).toEqual(query);
    // An ascending field leaves its direction out, as the API assumes it.
    expect(writeUserListQuery({ ...plain, orderBy: 'name', order: 'asc' }).toString()).toBe('orderBy=name');
    expect(read('orderBy=name')).toMatchObject({ orderBy: 'name', order: 'asc' });
    expect(read('order=asc')).toMatchObject({ orderBy: 'createdAt', order: 'asc' });
  });

  it('turns any address into a query the API takes, the same way the API reads it', () => {
    const broken = read(`status=gone&orderBy=password&order=up&page=-3&rowsPerPage=7&search=${'x'.repeat(120)}`);
    expect(broken).toEqual({ ...plain, search: 'x'.repeat(100) });
    expect(read('page=2.5').page).toBe(1);
    expect(read('search=%20%20bea%20').search).toBe('bea');
    for (const address of ['', 'orderBy=role', 'orderBy=status&order=desc', 'order=asc', 'orderBy=email']) {
      const query = read(address);
      const parsed = userListQuerySchema.parse(Object.fromEntries(writeUserListQuery(query)));
      expect(userListSortOf(parsed), address).toEqual({ orderBy: query.orderBy, order: query.order });
    }
  });
});

describe('the grid order and the list order', () => {
  it('map both ways for every sortable column', () => {
    for (const field of userListSortableColumns) {
      for (const sort of ['asc', 'desc'] as const) {
        expect(sortModelOf({ orderBy: field, order: sort })).toEqual([{ field, sort }]);
        expect(sortOf([{ field, sort }])).toEqual({ orderBy: field, order: sort });
      }
    }
  });

  it('show no column sorted for an order without one, and fall back to newest first', () => {
    expect(sortModelOf({ orderBy: 'createdAt', order: 'asc' })).toEqual([]);
    expect(sortModelOf({ orderBy: 'email', order: 'desc' })).toEqual([]);
    expect(sortOf([])).toEqual({ orderBy: 'createdAt', order: 'desc' });
    expect(sortOf([{ field: 'phoneNumber', sort: 'asc' }])).toEqual({ orderBy: 'createdAt', order: 'desc' });
    expect(sortOf([{ field: 'name', sort: null }])).toEqual({ orderBy: 'createdAt', order: 'desc' });
  });
});
