import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavSection } from './nav-section';
import type { NavGroupConfig } from './nav-types';

const groups: NavGroupConfig[] = [
  { subheader: 'General', items: [{ title: 'App', path: '/dashboard/app' }] },
  {
    subheader: 'Management',
    items: [
      {
        title: 'User',
        path: '/dashboard/user',
        children: [
          { title: 'Profile', path: '/dashboard/user/profile' },
          { title: 'List', path: '/dashboard/user/list' },
        ],
      },
      { title: 'Blog', path: '/dashboard/blog', children: [{ title: 'Posts', path: '/dashboard/blog/posts' }] },
    ],
  },
];

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <NavSection aria-label="Main" groups={groups} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('NavSection', () => {
  it('renders titled groups of real links', () => {
    renderAt('/dashboard/app');
    expect(screen.getByRole('list', { name: 'General' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Management' })).toBeTruthy();
    const app = screen.getByRole('link', { name: 'App' });
    expect(app.tagName).toBe('A');
    expect(app.getAttribute('href')).toBe('/dashboard/app');
    expect(app.getAttribute('aria-current')).toBe('page');
  });

  it('opens the group of the active child and marks that child', () => {
    renderAt('/dashboard/user/list');
    expect(screen.getByRole('button', { name: 'User' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Blog' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'App' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens and closes a group from its button', () => {
    renderAt('/dashboard/app');
    const blog = screen.getByRole('button', { name: 'Blog' });
    const list = document.getElementById(blog.getAttribute('aria-controls')!);
    expect(list?.textContent).toContain('Posts');
    fireEvent.click(blog);
    expect(blog.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(blog);
    expect(blog.getAttribute('aria-expanded')).toBe('false');
  });
});
