import { rasterContentTypes, rasterImagePath } from './images';

/**
 * The fictional presenter and product. Change them here and nowhere else.
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
    /** Languages she works in, as language codes. */
    languages: ['en', 'de', 'fr'],
    /** Year of her first live show; the site counts her years on stage from it. */
    onStageSince: 2011,
  },
  /** Where the public site lives: canonical links, Open Graph URLs and the sitemap are absolute to it. */
  siteUrl: 'https://ardent-studio.example',
  /**
   * The image shared links show (Open Graph): a JPEG at the 1200x630 social networks ask for (they show no
   * SVG), cut from a stage cover served by the app. Its alt text is English, as the brand's texts here are.
   */
  shareImage: {
    src: rasterImagePath('cover', 1, 1200, 'jpg', 630),
    width: 1200,
    height: 630,
    type: rasterContentTypes.jpg,
    alt: 'Saskia Ardent presenting on a spotlit stage in front of a live audience',
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
  bookingsEmail: 'bookings@ardent-studio.example',
  /** The business behind the site, as the legal pages name it and as the shop's invoices name the seller. */
  company: {
    name: 'Ardent Studio GmbH',
    street: 'Linienstraße 88',
    postalCode: '10119',
    city: 'Berlin',
    country: 'Germany',
    /** ISO 3166 code of the country, for documents that name it in the reader's language. */
    countryCode: 'DE',
    register: 'HRB 201 447 B, Amtsgericht Berlin-Charlottenburg',
    vatId: 'DE 312 884 105',
    /** Where buyers write about an invoice. */
    email: 'billing@ardent-studio.example',
    /** The seller's time zone: an invoice is dated by the seller's calendar, wherever it is read. */
    timeZone: 'Europe/Berlin',
    /** Where buyers pay an invoice by bank transfer (the example account of the German banking association). */
    bank: { name: 'Berliner Musterbank', iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' },
  },
} as const;
