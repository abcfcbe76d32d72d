import { expect, it } from 'vitest';
import { brand } from '@/contract/brand';
import { describeApi } from '@/server/testing/api-server';

const newAccount = () => ({
  email: `closed-${process.pid}-${Date.now()}@example.com`,
  password: 'correct horse battery',
  firstName: 'Robin',
  lastName: 'Closed',
});

describeApi('registration, open by default', { signIn: false }, (server) => {
  it('registers, and the login options say registration is open', async () => {
    const options = await server.api.get('/api/account/login-options');
    expect(options.status).toBe(200);
    expect(options.body.registrationOpen).toBe(true);
    const registered = await server.api.post('/api/account/register', newAccount());
    expect(registered.status).toBe(200);
  });
});

describeApi('registration closed (REGISTRATION=closed)', { signIn: false, env: { REGISTRATION: 'closed' } }, (server) => {
  it('answers 403 Registration is closed and creates no account', async () => {
    const account = newAccount();
    const { status, body } = await server.api.post('/api/account/register', account);
    expect(status).toBe(403);
    expect(body).toEqual({ message: 'Registration is closed', code: 'account.registration_closed' });
    const login = await server.api.post('/api/account/login', { email: account.email, password: account.password });
    expect(login.status).toBe(400);
  });

  it('tells the login screen that registration is closed', async () => {
    const { status, body } = await server.api.get('/api/account/login-options');
    expect(status).toBe(200);
    expect(body.registrationOpen).toBe(false);
  });

  it('still signs existing accounts in', async () => {
    const { status } = await server.api.post('/api/account/login', brand.demoAccount);
    expect(status).toBe(200);
  });
});
