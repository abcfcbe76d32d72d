import { useEffect, useState } from 'react';
import type { LoginOptionsResponse } from '@/contract/account';
import { api } from '@/web/lib/api';

/**
 * Demo credentials for the banner, when the demo account still uses them, whether registration is open, and
 * the ways to sign in; when the call fails, no banner, and registration and the password form as by default
 * (the server still refuses what is off).
 */
export function getLoginOptions(): Promise<LoginOptionsResponse> {
  return api
    .get('/api/account/login-options')
    .catch(() => ({ demoAccount: null, registrationOpen: true, methods: ['password'], socialProviders: [] }));
}

/**
 * The login options: those the login or register route loaded (or its page was built with, app/prerendered-routes.ts),
 * else fetched here, where login shows without its route (in place of a screen that needs sign-in).
 */
export function useLoginOptions(
  loaded: LoginOptionsResponse | null | undefined,
): LoginOptionsResponse | undefined {
  const [fetched, setFetched] = useState<LoginOptionsResponse>();
  useEffect(() => {
    if (loaded) return;
    let current = true;
    void getLoginOptions().then((options) => {
      if (current) setFetched(options);
    });
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded ?? fetched;
}
