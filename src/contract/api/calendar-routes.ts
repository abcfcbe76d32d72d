import {
  calendarEventResponseSchema,
  calendarEventsResponseSchema,
  deleteCalendarEventRequestSchema,
  deleteCalendarEventResponseSchema,
  newCalendarEventRequestSchema,
  updateCalendarEventRequestSchema,
} from '@/contract/calendar';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk } from './route-helpers';

const tags = ['Calendar'];
const security = bearerAuth;

export const calendarApi = {
  listEvents: defineRoute({
    method: 'get',
    path: '/api/calendar/events',
    operationId: 'listCalendarEvents',
    tags,
    security,
    summary: 'Every event of the workspace calendar, earliest first',
    responses: { ...jsonOk(calendarEventsResponseSchema), ...errorResponses(401, 403) },
  }),
  createEvent: defineRoute({
    method: 'post',
    path: '/api/calendar/events/new',
    operationId: 'createCalendarEvent',
    tags,
    security,
    summary: 'Create an event (start and end as ISO-8601 or epoch milliseconds)',
    request: { body: jsonBody(newCalendarEventRequestSchema) },
    responses: { ...jsonOk(calendarEventResponseSchema), ...errorResponses(400, 401, 403, 413) },
  }),
  updateEvent: defineRoute({
    method: 'post',
    path: '/api/calendar/events/update',
    operationId: 'updateCalendarEvent',
    tags,
    security,
    summary:
      'Change some fields of an event (its creator or an admin); the result must still end no earlier than it starts',
    request: { body: jsonBody(updateCalendarEventRequestSchema) },
    responses: { ...jsonOk(calendarEventResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  deleteEvent: defineRoute({
    method: 'post',
    path: '/api/calendar/events/delete',
    operationId: 'deleteCalendarEvent',
    tags,
    security,
    summary: 'Delete an event (its creator or an admin)',
    request: { body: jsonBody(deleteCalendarEventRequestSchema) },
    responses: { ...jsonOk(deleteCalendarEventResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
};
