/**
 * A sign-in round trip through a provider, driven the way a browser drives it: every redirect followed by
 * hand, cookies kept per origin, the provider's sign-in and consent forms submitted as a person would.
 */
export function createBrowserLike() {
  const jars = new Map<string, Map<string, string>>();
  const jarOf = (url: URL) => {
    let jar = jars.get(url.origin);
    if (!jar) jars.set(url.origin, (jar = new Map()));
    return jar;
  };

  async function request(
    address: string | URL,
    init: { method?: string; form?: Record<string, string> } = {},
  ) {
    const url = new URL(address);
    const jar = jarOf(url);
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(cookie) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    return {
      response,
      status: response.status,
      location: location ? new URL(location, url).href : undefined,
    };
  }

  /** Follows redirects from `address` until one leads to `stopAt` (not opened) or a page answers. */
  async function follow(address: string, stopAt?: (url: URL) => boolean) {
    let current = address;
    for (let hop = 0; hop < 20; hop += 1) {
      if (hop > 0 && stopAt?.(new URL(current))) return { url: current, page: undefined };
      const answer = await request(current);
      if (!answer.location) return { url: current, page: answer };
      current = answer.location;
    }
    throw new Error(`more than 20 redirects from ${address}`);
  }

  return { request, follow };
}

export type BrowserLike = ReturnType<typeof createBrowserLike>;

/**
 * Opens the app's start address and signs in at the stand-in's pages as `login`, consenting; stops at the
 * provider's redirect back to the app and returns that callback address (not opened), so that a test can
 * open it, change it, or open it twice.
 */
export async function signInAtProvider(
  browser: BrowserLike,
  startUrl: string,
  login: string,
  { consent = true }: { consent?: boolean } = {},
): Promise<string> {
  const isCallback = (url: URL) => url.pathname.endsWith('/callback');
  let step = await browser.follow(startUrl, isCallback);
  for (let prompt = 0; prompt < 3 && step.page; prompt += 1) {
    const html = await step.page.response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`the provider's page at ${step.url} has no form:\n${html.slice(0, 500)}`);
    const target = new URL(action.replaceAll('&amp;', '&'), step.url).href;
    if (/name="prompt" value="login"/.test(html)) {
      const answer = await browser.request(target, { form: { prompt: 'login', login, password: 'any' } });
      step = await browser.follow(answer.location!, isCallback);
    } else if (consent) {
      const answer = await browser.request(target, { form: { prompt: 'consent' } });
      step = await browser.follow(answer.location!, isCallback);
    } else {
      // "Cancel" on the consent page.
      step = await browser.follow(`${target.replace(/\/$/, '')}/abort`, isCallback);
    }
  }
  if (step.page) throw new Error(`the provider did not send the visitor back, it showed ${step.url}`);
  return step.url;
}
