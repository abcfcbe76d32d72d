import { z } from 'zod';
import { isoDateTime } from './common';
import { bookingModes, bookingPackageIds, ContactErrors, ContactRule } from './contact-rules';

export * from './contact-rules';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, ContactErrors.tooLong.code);
const optional = (max: number) => z.string().trim().max(max, ContactErrors.tooLong.code).optional();

const email = z
  .string({ error: ContactErrors.emailRequired.code })
  .trim()
  .min(1, ContactErrors.emailRequired.code)
  .max(ContactRule.emailMax, ContactErrors.tooLong.code)
  .pipe(z.email({ error: ContactErrors.emailInvalid.code }));

/** Left empty by people; bots that fill every field fill it too (the form hides it from people). */
const honeypot = z.string().max(500).optional();

export const contactRequestSchema = z
  .object({
    name: required(ContactErrors.nameRequired.code, ContactRule.nameMax),
    email,
    subject: required(ContactErrors.subjectRequired.code, ContactRule.subjectMax),
    message: z
      .string({ error: ContactErrors.messageRequired.code })
      .trim()
      .min(1, ContactErrors.messageRequired.code)
      .min(ContactRule.messageMin, ContactErrors.messageTooShort.code)
      .max(ContactRule.messageMax, ContactErrors.tooLong.code),
    website: honeypot,
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof contactRequestSchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Today as YYYY-MM-DD in UTC; an event may be booked from tomorrow on. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const bookingRequestSchema = z
  .object({
    packageId: z.enum(bookingPackageIds, { error: ContactErrors.packageRequired.code }),
    mode: z.enum(bookingModes, { error: ContactErrors.packageRequired.code }),
    name: required(ContactErrors.nameRequired.code, ContactRule.nameMax),
    email,
    phone: optional(40),
    company: optional(ContactRule.shortFieldMax),
    address: required(ContactErrors.addressRequired.code, ContactRule.shortFieldMax),
    postalCode: required(ContactErrors.postalCodeRequired.code, 20),
    city: required(ContactErrors.cityRequired.code, ContactRule.shortFieldMax),
    country: required(ContactErrors.countryRequired.code, ContactRule.shortFieldMax),
    eventDate: z
      .string({ error: ContactErrors.eventDateRequired.code })
      .trim()
      .min(1, ContactErrors.eventDateRequired.code)
      .regex(isoDate, ContactErrors.eventDateRequired.code)
      .refine((value) => !Number.isNaN(Date.parse(value)), ContactErrors.eventDateRequired.code)
      .refine((value) => value > todayUtc(), ContactErrors.eventDateInPast.code),
    eventCity: required(ContactErrors.eventCityRequired.code, ContactRule.shortFieldMax),
    notes: optional(ContactRule.notesMax),
    acceptTerms: z.literal(true, { error: ContactErrors.termsRequired.code }),
    website: honeypot,
  })
  .meta({ id: 'BookingRequest' });
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const contactReceiptSchema = z
  .object({ message: z.string(), receivedAt: isoDateTime })
  .meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
