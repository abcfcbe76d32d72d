/** The body of POST /api/user/manage-users/new for a made-up colleague; a fresh email unless one is given. */
export const newHire = (overrides: Record<string, unknown> = {}) => ({
  name: 'Noor Haddad',
  email: `noor-${Math.random().toString(36).slice(2)}@example.com`,
  phoneNumber: '+49 30 5550 1234',
  address: 'Kastanienallee 12',
  country: 'Germany',
  state: 'Berlin',
  city: 'Berlin',
  zipCode: '10435',
  company: 'Northlight Productions',
  role: 'Floor Manager',
  ...overrides,
});
