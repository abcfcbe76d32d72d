import { describe, expect, it } from 'vitest';
import { demoAnsweredPath } from './demo-mode';

describe('demoAnsweredPath', () => {
  it('answers the API, generated images and uploads at the root', () => {
    expect(demoAnsweredPath('/api/calendar/events', '/')).toBe('/api/calendar/events');
    expect(demoAnsweredPath('/images/cover/1.svg', '/')).toBe('/images/cover/1.svg');
    expect(demoAnsweredPath('/uploads/a.webp', '/')).toBe('/uploads/a.webp');
  });

  it('leaves the static files and the pages to the host', () => {
    expect(demoAnsweredPath('/', '/')).toBeUndefined();
    expect(demoAnsweredPath('/assets/app-core.js', '/')).toBeUndefined();
    expect(demoAnsweredPath('/dashboard/api/x', '/')).toBeUndefined();
    expect(demoAnsweredPath('/apix', '/')).toBeUndefined();
  });

  it('under a sub-path, strips it, and still answers calls to the root', () => {
    expect(demoAnsweredPath('/studio/demo/api/kanban/board', '/studio/demo/')).toBe('/api/kanban/board');
    expect(demoAnsweredPath('/api/kanban/board', '/studio/demo/')).toBe('/api/kanban/board');
    expect(demoAnsweredPath('/studio/demo/images/gallery/1-800.avif', '/studio/demo/')).toBe('/images/gallery/1-800.avif');
    expect(demoAnsweredPath('/studio/demo/assets/x.js', '/studio/demo/')).toBeUndefined();
    expect(demoAnsweredPath('/studio/demo', '/studio/demo/')).toBeUndefined();
  });
});
