import {
  labelsResponseSchema,
  mailQuerySchema,
  mailResponseSchema,
  mailsQuerySchema,
  mailsResponseSchema,
  updateMailRequestSchema,
} from '@/contract/mail';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk } from './route-helpers';

const tags = ['Mail'];
const security = bearerAuth;

export const mailApi = {
  labels: defineRoute({
    method: 'get',
    path: '/api/mail/labels',
    operationId: 'listMailLabels',
    tags,
    security,
    summary: 'System and custom labels with the unread count of each',
    responses: { ...jsonOk(labelsResponseSchema), ...errorResponses(401, 403) },
  }),
  mails: defineRoute({
    method: 'get',
    path: '/api/mail/mails',
    operationId: 'listMails',
    tags,
    security,
    summary: "The signed-in user's mails under a system and/or custom label, newest first",
    request: { query: mailsQuerySchema },
    responses: { ...jsonOk(mailsResponseSchema), ...errorResponses(400, 401, 403) },
  }),
  mail: defineRoute({
    method: 'get',
    path: '/api/mail/mail',
    operationId: 'getMail',
    tags,
    security,
    summary: "One of the signed-in user's mails",
    request: { query: mailQuerySchema },
    responses: { ...jsonOk(mailResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  update: defineRoute({
    method: 'post',
    path: '/api/mail/mails/update',
    operationId: 'updateMail',
    tags,
    security,
    summary: 'Marks read/unread, stars, flags important, moves or relabels a mail',
    request: { body: jsonBody(updateMailRequestSchema) },
    responses: { ...jsonOk(mailResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
};
