import { z } from 'zod';
import { isoDateTime } from './common';
import { bookingModes, bookingPackageIds, ContactRule, ContactValidation } from './contact-rules';

export * from './contact-rules';

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, ContactValidation.tooLong);
const optional = (max: number) => z.string().trim().max(max, ContactValidation.tooLong).optional();

const email = z
  .string({ error: ContactValidation.emailRequired })
  .trim()
  .min(1, ContactValidation.emailRequired)
  .max(ContactRule.emailMax, ContactValidation.tooLong)
  .pipe(z.email({ error: ContactValidation.emailInvalid }));

/** Left empty by people; bots that fill every field fill it too (the form hides it from people). */
const honeypot = z.string().max(500).optional();

export const contactRequestSchema = z
  .object({
    name: required(ContactValidation.nameRequired, ContactRule.nameMax),
    email,
    subject: required(ContactValidation.subjectRequired, ContactRule.subjectMax),
    message: z
      .string({ error: ContactValidation.messageRequired })
      .trim()
      .min(1, ContactValidation.messageRequired)
      .min(ContactRule.messageMin, ContactValidation.messageTooShort)
      .max(ContactRule.messageMax, ContactValidation.tooLong),
    website: honeypot,
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof contactRequestSchema>;

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
/** Today as YYYY-MM-DD in UTC; an event may be booked from tomorrow on. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export const bookingRequestSchema = z
  .object({
    packageId: z.enum(bookingPackageIds, { error: ContactValidation.packageRequired }),
    mode: z.enum(bookingModes, { error: ContactValidation.packageRequired }),
    name: required(ContactValidation.nameRequired, ContactRule.nameMax),
    email,
    phone: optional(40),
    company: optional(ContactRule.shortFieldMax),
    address: required(ContactValidation.addressRequired, ContactRule.shortFieldMax),
    postalCode: required(ContactValidation.postalCodeRequired, 20),
    city: required(ContactValidation.cityRequired, ContactRule.shortFieldMax),
    country: required(ContactValidation.countryRequired, ContactRule.shortFieldMax),
    eventDate: z
      .string({ error: ContactValidation.eventDateRequired })
      .trim()
      .min(1, ContactValidation.eventDateRequired)
      .regex(isoDate, ContactValidation.eventDateRequired)
      .refine((value) => !Number.isNaN(Date.parse(value)), ContactValidation.eventDateRequired)
      .refine((value) => value > todayUtc(), ContactValidation.eventDateInPast),
    eventCity: required(ContactValidation.eventCityRequired, ContactRule.shortFieldMax),
    notes: optional(ContactRule.notesMax),
    acceptTerms: z.literal(true, { error: ContactValidation.termsRequired }),
    website: honeypot,
  })
  .meta({ id: 'BookingRequest' });
export type BookingRequest = z.input<typeof bookingRequestSchema>;

export const contactReceiptSchema = z
  .object({ message: z.string(), receivedAt: isoDateTime })
  .meta({ id: 'ContactReceipt' });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
