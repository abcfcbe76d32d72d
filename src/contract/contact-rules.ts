// Texts, limits and booking packages of the Say Hello and booking forms, apart from the schemas so the
// public pages can show them without loading zod (the schemas load with the forms that validate).

import { messagesOf, type ErrorCatalogue } from './errors';

export const ContactErrors = {
  nameRequired: { code: 'contact.name_required', message: 'Name is required' },
  emailRequired: { code: 'contact.email_required', message: 'Email is required' },
  emailInvalid: { code: 'contact.email_invalid', message: 'Email must be a valid email address' },
  subjectRequired: { code: 'contact.subject_required', message: 'Subject is required' },
  messageRequired: { code: 'contact.message_required', message: 'Message is required' },
  messageTooShort: { code: 'contact.message_too_short', message: 'Message must be at least 10 characters' },
  tooLong: { code: 'contact.too_long', message: 'Too Long!' },
  packageRequired: { code: 'contact.package_required', message: 'Choose a package' },
  eventDateRequired: { code: 'contact.event_date_required', message: 'Event date is required' },
  eventDateInPast: { code: 'contact.event_date_in_past', message: 'Event date must be in the future' },
  addressRequired: { code: 'contact.address_required', message: 'Billing address is required' },
  postalCodeRequired: { code: 'contact.postal_code_required', message: 'Postal code is required' },
  cityRequired: { code: 'contact.city_required', message: 'City is required' },
  countryRequired: { code: 'contact.country_required', message: 'Country is required' },
  eventCityRequired: { code: 'contact.event_city_required', message: 'Event city is required' },
  termsRequired: { code: 'contact.terms_required', message: 'Please accept the terms and conditions' },
  tooManyRequests: {
    code: 'contact.too_many_requests',
    message: 'Too many messages from your connection. Please try again in a few minutes.',
  },
} as const satisfies ErrorCatalogue;
export const ContactValidation = messagesOf(ContactErrors);

export const ContactMessage = {
  received: 'Thank you! Your message has arrived. Saskia replies within two working days.',
  bookingReceived: 'Thank you! Your booking request has arrived. You will hear back within two working days.',
  tooManyRequests: ContactErrors.tooManyRequests.message,
} as const;

export const ContactRule = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  notesMax: 2000,
  shortFieldMax: 120,
  /** Requests one client may send (contact and booking together) per window. */
  requestsPerWindow: 5,
  windowMs: 10 * 60 * 1000,
  /** Far above any valid form; larger bodies are refused before they are read. */
  maxBodyBytes: 32 * 1024,
} as const;

/** How a package is booked: one date, or a series of three or more dates at a lower price per date. */
export const bookingModes = ['event', 'series'] as const;
export type BookingMode = (typeof bookingModes)[number];

/** The presenter's booking packages (net prices in euros per date); their texts live in the web's locales. */
export const bookingPackages = [
  { id: 'moderation', prices: { event: 1900, series: 1600 }, featured: false },
  { id: 'conference', prices: { event: 3800, series: 3200 }, featured: true },
  { id: 'gala', prices: { event: 5500, series: 4700 }, featured: false },
] as const;
export type BookingPackageId = (typeof bookingPackages)[number]['id'];
export const bookingPackageIds = bookingPackages.map((item) => item.id) as [
  BookingPackageId,
  ...BookingPackageId[],
];

/** English names, for the mail the admin reads. */
export const bookingPackageNames: Record<BookingPackageId, string> = {
  moderation: 'Moderation',
  conference: 'Conference host',
  gala: 'Gala & award night',
};
