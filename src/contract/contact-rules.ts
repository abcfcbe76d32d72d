// Texts, limits and booking packages of the Say Hello and booking forms, apart from the schemas so the
// public pages can show them without loading zod (the schemas load with the forms that validate).

export const ContactValidation = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email must be a valid email address',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least 10 characters',
  tooLong: 'Too Long!',
  packageRequired: 'Choose a package',
  eventDateRequired: 'Event date is required',
  eventDateInPast: 'Event date must be in the future',
  addressRequired: 'Billing address is required',
  postalCodeRequired: 'Postal code is required',
  cityRequired: 'City is required',
  countryRequired: 'Country is required',
  eventCityRequired: 'Event city is required',
  termsRequired: 'Please accept the terms and conditions',
} as const;

export const ContactMessage = {
  received: 'Thank you! Your message has arrived. Saskia replies within two working days.',
  bookingReceived: 'Thank you! Your booking request has arrived. You will hear back within two working days.',
  tooManyRequests: 'Too many messages from your connection. Please try again in a few minutes.',
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
export const bookingPackageIds = bookingPackages.map((item) => item.id) as [BookingPackageId, ...BookingPackageId[]];

/** English names, for the mail the admin reads. */
export const bookingPackageNames: Record<BookingPackageId, string> = {
  moderation: 'Moderation',
  conference: 'Conference host',
  gala: 'Gala & award night',
};
