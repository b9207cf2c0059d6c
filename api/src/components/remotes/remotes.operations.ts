// The remote registry's operations: what the site serves (public), activating a release,
// rolling back, and a canary's start, promotion and abort (administrators).
import * as v from 'valibot';
import {
  activeRemoteSchema,
  canaryAbortSchema,
  releaseActivationSchema,
  releaseRefusedBodySchema,
  remoteHistorySchema,
  remotesSchema,
} from '@alu/common/contracts/schemas';
import { defineOperation } from '../../platform/http/operation';
import { failure, INVALID, json, SERVER_ERRORS, UNAUTHORIZED } from '../../platform/http/answers';

const tag = 'remotes';
const nameParams = v.object({ name: v.pipe(v.string(), v.description("The remote's name.")) });
const NO_REMOTE = failure('The site has no remote of this name (`not_found`).');
const CANARY_RUNNING =
  'a canary of the remote is running: promote or abort it first (`canary_running`)';
const NO_CANARY = failure('No canary of the remote is running (`no_canary`).');
const NOW_SERVED = json('The remote as the site now serves it.', activeRemoteSchema);
const REFUSED = {
  422: json('The release fails a check (its `problems` listed).', releaseRefusedBodySchema),
  502: json(
    'The release or the shell could not be fetched (`manifest_unreachable`, `host_unreachable`).',
    releaseRefusedBodySchema,
  ),
} as const;

export const listRemotes = defineOperation({
  id: 'listRemotes',
  method: 'get',
  path: '/api/remotes',
  tag,
  summary: "Lists each remote's active version with its pages, and the paths claimed twice",
  auth: 'none',
  responses: {
    200: json('The remotes in registry order.', remotesSchema),
    500: failure('The registry file is invalid (`remotes_unavailable`), or another fault.'),
    503: SERVER_ERRORS[503],
  },
});

export const remoteHistory = defineOperation({
  id: 'remoteHistory',
  method: 'get',
  path: '/api/remotes/:name/history',
  tag,
  summary:
    "Answers a remote's activation stack: the active version and the one a rollback returns to",
  auth: 'none',
  params: nameParams,
  responses: {
    200: json('The stack, oldest first.', remoteHistorySchema),
    404: NO_REMOTE,
    ...SERVER_ERRORS,
  },
});

export const activateRelease = defineOperation({
  id: 'activateRelease',
  method: 'put',
  path: '/api/remotes/:name',
  tag,
  summary: 'Checks a release of a remote and makes it the version the site serves',
  description:
    'With `canary`, the release is checked the same way and served to that percent of ' +
    'visitors only, beside the stable version, until it is promoted or aborted.',
  auth: 'admin',
  params: nameParams,
  body: { schema: releaseActivationSchema, contentType: 'application/json' },
  responses: {
    200: NOW_SERVED,
    400: INVALID,
    401: UNAUTHORIZED,
    404: NO_REMOTE,
    409: failure(`A ${CANARY_RUNNING}.`),
    ...REFUSED,
    ...SERVER_ERRORS,
  },
});

export const rollBackRelease = defineOperation({
  id: 'rollBackRelease',
  method: 'post',
  path: '/api/remotes/:name/rollback',
  tag,
  summary: 'Returns a remote to the version active before the current one',
  auth: 'admin',
  params: nameParams,
  responses: {
    200: NOW_SERVED,
    401: UNAUTHORIZED,
    404: NO_REMOTE,
    409: failure(
      `The remote has no earlier version (\`nothing_to_roll_back\`), or ${CANARY_RUNNING}.`,
    ),
    ...REFUSED,
    ...SERVER_ERRORS,
  },
});

export const promoteCanary = defineOperation({
  id: 'promoteCanary',
  method: 'post',
  path: '/api/remotes/:name/promote',
  tag,
  summary: "Makes a remote's running canary the version every visitor is served",
  auth: 'admin',
  params: nameParams,
  responses: {
    200: NOW_SERVED,
    401: UNAUTHORIZED,
    404: NO_REMOTE,
    409: NO_CANARY,
    ...SERVER_ERRORS,
  },
});

export const abortCanary = defineOperation({
  id: 'abortCanary',
  method: 'post',
  path: '/api/remotes/:name/abort',
  tag,
  summary: "Ends a remote's running canary: every visitor is served the stable version",
  auth: 'admin',
  params: nameParams,
  body: { schema: canaryAbortSchema, contentType: 'application/json', optional: true },
  responses: {
    200: NOW_SERVED,
    400: INVALID,
    401: UNAUTHORIZED,
    404: NO_REMOTE,
    409: NO_CANARY,
    ...SERVER_ERRORS,
  },
});

export const REMOTES_OPERATIONS = [
  listRemotes,
  remoteHistory,
  activateRelease,
  rollBackRelease,
  promoteCanary,
  abortCanary,
] as const;
