import { describe, expect, it } from 'vitest';
import type { Notification } from '@/contract/notifications';
import { notificationSections } from './notification-sections';

const notification = (n: number, isUnRead: boolean): Notification => ({
  id: `n${n}`,
  title: `Title ${n}`,
  description: '',
  message: null,
  avatar: null,
  type: 'mail',
  createdAt: new Date(Date.UTC(2030, 0, 10 - n)).toISOString(),
  isUnRead,
  link: null,
});

describe('notificationSections', () => {
  it('puts the first 2 under New, the next 3 under Before that, and counts every unread one', () => {
    const all = [1, 2, 3, 4, 5, 6, 7].map((n) => notification(n, n % 3 === 0));
    const { recent, earlier, unreadCount } = notificationSections(all);
    expect(recent.map((item) => item.id)).toEqual(['n1', 'n2']);
    expect(earlier.map((item) => item.id)).toEqual(['n3', 'n4', 'n5']);
    expect(unreadCount).toBe(2);
  });

  it('copes with fewer than five', () => {
    expect(notificationSections([notification(1, true)])).toEqual({
      recent: [notification(1, true)],
      earlier: [],
      unreadCount: 1,
    });
  });
});
