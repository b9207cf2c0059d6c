// The remote registry (which version of each remote the site serves). Reading is public and
// cacheable for a few seconds; activating a version and rolling back are for administrators.
import { mergeRouteTables, SHELL_ROUTE_PATHS } from '@alu/common/contracts';
import { noteForAudit, type AuditTrail } from '../audit';
import { Router, type Response } from 'express';
import { type AdminAuth, type AdminIdentity, requireAdmin } from '../admin';
import { declareChanged } from '../../platform/http/contentChanges';
import { HttpError, sendError } from '../../platform/http/errors';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import type { ActiveRemotes, StackItem } from './activeRemotes';
import { checkRelease, ReleaseRefused, type ReleasePins } from './releaseCheck';
import type { Remote } from './registry';
import {
  activateRelease as activateOperation,
  listRemotes,
  remoteHistory,
  rollBackRelease,
} from './remotes.operations';
const READ_CACHE = 'public, max-age=5';

export interface RemotesRouterOptions {
  active: ActiveRemotes;
  auth: AdminAuth;
  /** The shell's mf-manifest.json: releases must share its React and router majors. */
  hostManifestUrl: string | undefined;
  /** Origins allowed to serve remote code besides the registry file's own. */
  remoteOrigins: readonly string[];
  audit: AuditTrail;
}

function sendRefused(res: Response, error: ReleaseRefused): void {
  const status = error.code === 'manifest_unreachable' || error.code === 'host_unreachable';
  // An origin that is not allowed is the request's fault (422), and nothing was fetched.
  sendError(res, status ? 502 : 422, error.code, error.message, { problems: error.problems });
}

const describe = (item: StackItem | undefined) =>
  item ? { version: item.version ?? null, entry: item.entry } : null;

/** The registry file's own origins and the configured ones. */
async function allowedOrigins(active: ActiveRemotes, remoteOrigins: readonly string[]) {
  const { remotes } = await active.registryFile();
  return [...new Set([...remotes.map((remote) => new URL(remote.entry).origin), ...remoteOrigins])];
}

const activeEntry = async (active: ActiveRemotes, name: string) =>
  (await active.current()).find((remote) => remote.name === name)?.entry;

/** Checks a release and makes it the remote's active version; answers the remote as it is then. */
async function activateRelease(
  { active, hostManifestUrl, remoteOrigins }: RemotesRouterOptions,
  res: Response,
  baseline: Remote,
  target: { version: string; entry: string },
  action: 'activate' | 'rollback',
): Promise<void> {
  noteForAudit(res, { target: baseline.name, detail: target.version });
  let pins: ReleasePins;
  try {
    pins = await checkRelease({
      remote: baseline.name,
      entry: target.entry,
      // What consumers load of the version it replaces stays available; a rollback returns
      // to a version that was active before, whatever it exposed.
      keepExposesOf: action === 'activate' ? await activeEntry(active, baseline.name) : undefined,
      hostManifestUrl,
      allowedOrigins: await allowedOrigins(active, remoteOrigins),
    });
  } catch (error) {
    if (error instanceof ReleaseRefused) {
      sendRefused(res, error);
      return;
    }
    throw error;
  }
  const admin = res.locals.admin as AdminIdentity;
  await active.record({
    remote: baseline.name,
    version: target.version,
    entry: target.entry,
    action,
    activatedAt: new Date(),
    activatedBy: admin.username,
    ...pins,
  });
  res.req.log.info({ remote: baseline.name, version: target.version, action }, 'remote changed');
  const now = (await active.current()).find((remote) => remote.name === baseline.name);
  declareChanged(res, 'remotes');
  res.set('Cache-Control', 'no-store').json(now);
}

export function remotesRouter(options: RemotesRouterOptions): Router {
  const { active, auth, audit } = options;
  const router = Router();
  const adminOnly = requireAdmin(auth);
  /** Conflicts are logged when they change, not on every read. */
  let reportedConflicts = '[]';

  const currentRemotes = () =>
    active.current().catch((error: unknown) => {
      // Details are logged by the registry; clients get a stable, generic message.
      throw new HttpError(500, 'remotes_unavailable', 'The remotes registry is invalid', {
        cause: error,
      });
    });

  const knownRemote = async (name: string, res: Response): Promise<Remote | undefined> => {
    const baseline = await active.baseline(name);
    if (!baseline) sendError(res, 404, 'not_found', `The site has no remote "${name}"`);
    return baseline;
  };

  router.get(routePath(listRemotes), async (req, res) => {
    const remotes = await currentRemotes();
    // The same merge the shell makes: what the first-registered rule leaves out is reported.
    const { conflicts } = mergeRouteTables(remotes, SHELL_ROUTE_PATHS);
    const report = JSON.stringify(conflicts);
    if (conflicts.length > 0 && report !== reportedConflicts) {
      req.log.warn({ conflicts }, 'remotes claim the same paths: the first registered keeps each');
    }
    reportedConflicts = report;
    res.set('Cache-Control', READ_CACHE).json({ remotes, conflicts });
  });

  router.get(routePath(remoteHistory), validate(remoteHistory), async (_req, res) => {
    const baseline = await knownRemote(inputOf(res, remoteHistory).params.name, res);
    if (!baseline) return;
    const stack = await active.stack(baseline);
    res.set('Cache-Control', READ_CACHE).json({
      remote: baseline.name,
      active: describe(stack[stack.length - 1]),
      rollbackTo: describe(stack[stack.length - 2]),
      stack: stack.map(describe),
    });
  });

  router.put(
    routePath(activateOperation),
    adminOnly,
    audit.audited('release.activate'),
    validate(activateOperation),
    async (_req, res) => {
      const { params, body } = inputOf(res, activateOperation);
      const baseline = await knownRemote(params.name, res);
      if (!baseline) return;
      await activateRelease(options, res, baseline, body, 'activate');
    },
  );

  router.post(
    routePath(rollBackRelease),
    adminOnly,
    audit.audited('release.rollback'),
    validate(rollBackRelease),
    async (_req, res) => {
      const baseline = await knownRemote(inputOf(res, rollBackRelease).params.name, res);
      if (!baseline) return;
      const stack = await active.stack(baseline);
      const previous = stack[stack.length - 2];
      if (!previous) {
        sendError(res, 409, 'nothing_to_roll_back', `${baseline.name} has no earlier version`);
        return;
      }
      await activateRelease(
        options,
        res,
        baseline,
        { version: previous.version ?? 'registry-file', entry: previous.entry },
        'rollback',
      );
    },
  );

  return router;
}
