import {
  deleteManagedUserRequestSchema,
  deleteManagedUserResponseSchema,
  managedUserQuerySchema,
  managedUserResponseSchema,
  newManagedUserRequestSchema,
  newManagedUserResponseSchema,
  updateManagedUserRequestSchema,
} from '@/contract/user';
import {
  deleteManagedUsersRequestSchema,
  deleteManagedUsersResponseSchema,
  managedUserListResponseSchema,
  userListQuerySchema,
} from '@/contract/user-list-query';
import { bearerAuth, defineRoute, errorResponses, jsonBody, jsonOk } from './route-helpers';

const tags = ['User management'];
const security = bearerAuth;

/** Every account of the workspace; admins only. */
export const manageUsersApi = {
  list: defineRoute({
    method: 'get',
    path: '/api/user/manage-users',
    operationId: 'listManagedUsers',
    tags,
    security,
    summary:
      'One page of the accounts, searched, filtered by status and role, and sorted (newest first by default)',
    request: { query: userListQuerySchema },
    responses: { ...jsonOk(managedUserListResponseSchema), ...errorResponses(400, 401, 403) },
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/user/manage-users/new',
    operationId: 'createManagedUser',
    tags,
    security,
    summary: 'Create an account (access role user unless asked) and mail it a one-time set-password link',
    request: { body: jsonBody(newManagedUserRequestSchema) },
    responses: { ...jsonOk(newManagedUserResponseSchema), ...errorResponses(400, 401, 403, 413) },
  }),
  update: defineRoute({
    method: 'post',
    path: '/api/user/manage-users/update',
    operationId: 'updateManagedUser',
    tags,
    security,
    summary:
      'Change an account (a ban blocks sign-in and its sessions; never the own ban or demotion, nor the last active admin)',
    request: { body: jsonBody(updateManagedUserRequestSchema) },
    responses: { ...jsonOk(managedUserResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  remove: defineRoute({
    method: 'post',
    path: '/api/user/manage-users/delete',
    operationId: 'deleteManagedUser',
    tags,
    security,
    summary: 'Delete an account and all its private data',
    request: { body: jsonBody(deleteManagedUserRequestSchema) },
    responses: { ...jsonOk(deleteManagedUserResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
  one: defineRoute({
    method: 'get',
    path: '/api/user/manage-users/user',
    operationId: 'getManagedUser',
    tags,
    security,
    summary: 'One account by its username (or its id), as the edit form shows it',
    request: { query: managedUserQuerySchema },
    responses: { ...jsonOk(managedUserResponseSchema), ...errorResponses(400, 401, 403, 404) },
  }),
  removeMany: defineRoute({
    method: 'post',
    path: '/api/user/manage-users/delete-many',
    operationId: 'deleteManagedUsers',
    tags,
    security,
    summary:
      'Delete several accounts and their private data, all or none (an unknown id: 404, nothing removed)',
    request: { body: jsonBody(deleteManagedUsersRequestSchema) },
    responses: { ...jsonOk(deleteManagedUsersResponseSchema), ...errorResponses(400, 401, 403, 404, 413) },
  }),
};
