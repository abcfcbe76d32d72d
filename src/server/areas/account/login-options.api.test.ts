import { expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { describeApi } from '@/server/testing/api-server';

const demo = { email: brand.demoAccount.email, password: brand.demoAccount.password };

describeApi('login options with demo data (SEED_DEMO=true, the default)', { signIn: false }, (server) => {
  it('show the demo account while it has the demo password', async () => {
    const { status, body } = await server.api.get('/api/account/login-options');
    expect(status).toBe(200);
    expect(body.demoAccount).toEqual(demo);
  });
});

describeApi(
  'login options without demo data (SEED_DEMO=false)',
  { signIn: false, env: { SEED_DEMO: 'false' } },
  (server) => {
    it('never show the demo password, even while the admin still has it', async () => {
      const { status, body } = await server.api.get('/api/account/login-options');
      expect(status).toBe(200);
      expect(body).toEqual({ demoAccount: null, registrationOpen: true, methods: ['password'], socialProviders: [] });
      // The admin does still sign in with it (a production warning says so at start).
      expect((await server.api.post('/api/account/login', demo)).status).toBe(200);
      expect(JSON.stringify(body)).not.toContain(brand.demoAccount.password);
    });
  },
);
