import { describe, expect, it } from 'vitest';
import { flattenNav, isNavItemActive, isPathActive } from './nav-active';

describe('isPathActive', () => {
  it('matches the path itself, ignoring a trailing slash', () => {
    expect(isPathActive('/dashboard/app', '/dashboard/app', false)).toBe(true);
    expect(isPathActive('/dashboard/app/', '/dashboard/app', false)).toBe(true);
    expect(isPathActive('/dashboard/app/x', '/dashboard/app', false)).toBe(false);
  });

  it('matches paths below it only when deep, at a segment boundary', () => {
    expect(isPathActive('/dashboard/chat/anna', '/dashboard/chat', true)).toBe(true);
    expect(isPathActive('/dashboard/chatter', '/dashboard/chat', true)).toBe(false);
    expect(isPathActive('/dashboard/e-commerce/shop', '/dashboard/ecommerce', true)).toBe(false);
  });
});

describe('isNavItemActive', () => {
  const user = {
    title: 'User',
    path: '/dashboard/user',
    children: [
      { title: 'Profile', path: '/dashboard/user/profile' },
      { title: 'List', path: '/dashboard/user/list' },
    ],
  };
  const mail = { title: 'Mail', path: '/dashboard/mail/all', activePrefix: '/dashboard/mail' };

  it('an item with children is active anywhere below its path', () => {
    expect(isNavItemActive(user, '/dashboard/user/list')).toBe(true);
    expect(isNavItemActive(user, '/dashboard/user/anna-berg/edit')).toBe(true);
    expect(isNavItemActive(user, '/dashboard/blog/posts')).toBe(false);
  });

  it('a nested leaf only on its exact path', () => {
    expect(isNavItemActive(user.children[1]!, '/dashboard/user/list', true)).toBe(true);
    expect(isNavItemActive(user.children[1]!, '/dashboard/user/list/2', true)).toBe(false);
  });

  it('a top-level leaf anywhere under its prefix', () => {
    expect(isNavItemActive(mail, '/dashboard/mail/all')).toBe(true);
    expect(isNavItemActive(mail, '/dashboard/mail/inbox/42')).toBe(true);
    expect(isNavItemActive(mail, '/dashboard/chat')).toBe(false);
  });
});

describe('flattenNav', () => {
  it('lists every leaf with its trail and group', () => {
    expect(
      flattenNav([
        { subheader: 'General', items: [{ title: 'App', path: '/dashboard/app' }] },
        {
          subheader: 'Management',
          items: [{ title: 'Blog', path: '/dashboard/blog', children: [{ title: 'Posts', path: '/dashboard/blog/posts' }] }],
        },
      ]),
    ).toEqual([
      { group: 'General', trail: ['App'], path: '/dashboard/app' },
      { group: 'Management', trail: ['Blog', 'Posts'], path: '/dashboard/blog/posts' },
    ]);
  });
});
