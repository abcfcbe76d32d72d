/**
 * The fictional presenter and product (DECISIONS §6). Change them here and nowhere else.
 * No real person's name or likeness.
 */
export const brand = {
  productName: 'Ardent Studio',
  presenter: {
    name: 'Saskia Ardent',
    firstName: 'Saskia',
    lastName: 'Ardent',
    tagline: 'Presenter, host and moderator',
    bio: 'Saskia Ardent hosts live shows, conferences and award nights in English, German and French.',
    location: 'Berlin',
  },
  social: {
    instagram: 'https://www.instagram.com/saskia.ardent.example',
    linkedin: 'https://www.linkedin.com/in/saskia-ardent-example',
    youtube: 'https://www.youtube.com/@saskia-ardent-example',
    x: 'https://x.com/saskia_ardent_example',
    facebook: 'https://www.facebook.com/saskia.ardent.example',
  },
  /** The demo admin account: the login screen shows it only while it still has this password. */
  demoAccount: {
    email: 'demo@ardent-studio.example',
    password: 'demo1234',
  },
  contactEmail: 'hello@ardent-studio.example',
} as const;
