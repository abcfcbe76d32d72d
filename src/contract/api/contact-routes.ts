import { bookingRequestSchema, contactReceiptSchema, contactRequestSchema } from '@/contract/contact';
import { defineRoute, errorResponses, jsonBody, jsonOk, publicAccess } from './route-helpers';

const tags = ['Contact'];

export const contactApi = {
  contact: defineRoute({
    method: 'post',
    path: '/api/contact',
    operationId: 'sendContactMessage',
    tags,
    security: publicAccess,
    summary:
      "Say Hello: store a visitor's message and deliver it to the admin's inbox (public, rate-limited per client)",
    request: { body: jsonBody(contactRequestSchema) },
    responses: { ...jsonOk(contactReceiptSchema), ...errorResponses(400, 413, 429) },
  }),
  booking: defineRoute({
    method: 'post',
    path: '/api/contact/booking',
    operationId: 'sendBookingRequest',
    tags,
    security: publicAccess,
    summary: "Booking request for a package: stored and delivered to the admin's inbox; nothing is charged",
    request: { body: jsonBody(bookingRequestSchema) },
    responses: { ...jsonOk(contactReceiptSchema), ...errorResponses(400, 413, 429) },
  }),
};
