import { afterEach, describe, expect, it } from 'vitest';
import { hydrationDataId, prerenderedRouterData } from './hydration';

afterEach(() => document.body.replaceChildren());

describe('prerenderedRouterData', () => {
  it('reads the router data a page rendered at build time carries as JSON (no script to run)', () => {
    const data = { loaderData: { '0-0-1': { note: '</script><b>' } }, actionData: null, errors: null };
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = hydrationDataId;
    element.textContent = JSON.stringify(data).replaceAll('<', '\\u003c');
    document.body.append(element);
    expect(prerenderedRouterData()).toEqual(data);
  });

  it('is undefined on a page rendered in the browser', () => {
    expect(prerenderedRouterData()).toBeUndefined();
  });
});
