import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AvatarWithInitial, avatarColorOf } from './avatar-with-initial';

afterEach(cleanup);

describe('avatarColorOf', () => {
  it.each([
    ['Anna', 'primary'],
    ['Nils', 'primary'],
    ['hannah', 'primary'],
    ['9 Lives', 'primary'],
    ['Felix', 'info'],
    ['Tom', 'info'],
    ['1st Row', 'info'],
    ['Kim', 'success'],
    ['Yara', 'success'],
    ['4 Seasons', 'success'],
    ['Paula', 'warning'],
    ['  Sasha', 'warning'],
    ['Ulla', 'warning'],
    ['7 Arts', 'warning'],
    ['Mia', 'default'],
    ['Zoe', 'default'],
    ['Élodie', 'default'],
    ['', 'default'],
  ] as const)('%s -> %s', (name, color) => {
    expect(avatarColorOf(name)).toBe(color);
  });
});

describe('AvatarWithInitial', () => {
  it('shows the initial without an image and the image with one', () => {
    const { container, rerender } = render(<AvatarWithInitial name="saskia Ardent" />);
    expect(container.textContent).toBe('S');
    expect(container.querySelector('img')).toBeNull();
    rerender(<AvatarWithInitial name="Saskia Ardent" src="/images/avatar/1.svg" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('Saskia Ardent');
  });
});
