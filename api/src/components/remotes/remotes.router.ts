// The remote registry (which version of each remote the site serves). Reading is public and
// cacheable for a few seconds; activating a version, rolling back and running a canary are for
// administrators.
import { mergeRouteTables, SHELL_ROUTE_PATHS } from '@alu/common/contracts';
import { REGISTRY_FILE_VERSION } from '@alu/common/contracts/schemas';
import { noteForAudit, type AuditTrail } from '../audit';
import { Router, type Response } from 'express';
import { type AdminAuth, type AdminIdentity, requireAdmin } from '../admin';
import { declareChanged } from '../../platform/http/contentChanges';
import { HttpError, sendError } from '../../platform/http/errors';
import { inputOf, routePath, validate } from '../../platform/http/validate';
import type { ActiveRemotes, RunningCanary, StackItem } from './activeRemotes';
import { checkRelease, ReleaseRefused, type ReleasePins } from './releaseCheck';
import type { Remote } from './registry';
import {
  abortCanary,
  activateRelease as activateOperation,
  listRemotes,
  promoteCanary,
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

/** What a checked release becomes: the stable version, or a canary beside it. */
type Change = { action: 'activate' | 'rollback' } | { action: 'canary'; percent: number };

/** Checks a release and records the change; answers the remote as it is then. */
async function activateRelease(
  { active, hostManifestUrl, remoteOrigins }: RemotesRouterOptions,
  res: Response,
  baseline: Remote,
  target: { version: string; entry: string; replaces: StackItem | undefined },
  change: Change,
): Promise<void> {
  noteForAudit(res, {
    target: baseline.name,
    detail: change.action === 'canary' ? `${target.version} (${change.percent}%)` : target.version,
  });
  let pins: ReleasePins;
  try {
    pins = await checkRelease({
      remote: baseline.name,
      entry: target.entry,
      // What consumers load of the version it replaces (for a canary: the stable one, which
      // its visitors no longer load) stays available; a rollback returns to a version that was
      // active before, whatever it exposed.
      keepExposesOf: change.action === 'rollback' ? undefined : target.replaces?.entry,
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
    ...change,
    activatedAt: new Date(),
    activatedBy: admin.username,
    ...pins,
  });
  res.req.log.info({ remote: baseline.name, version: target.version, ...change }, 'remote changed');
  await sendChanged(active, res, baseline.name);
}

/** The answer of a change: the remote as the site now serves it, announced to the site. */
async function sendChanged(active: ActiveRemotes, res: Response, name: string): Promise<void> {
  const now = (await active.current()).find((remote) => remote.name === name);
  declareChanged(res, 'remotes');
  res.set('Cache-Control', 'no-store').json(now);
}

function refuseWhileCanary(res: Response, name: string, canary: RunningCanary): void {
  sendError(
    res,
    409,
    'canary_running',
    `${name} runs a canary of ${canary.version}: promote or abort it first`,
  );
}

const describeCanary = (canary: RunningCanary | undefined) =>
  canary
    ? {
        version: canary.version,
        entry: canary.entry,
        percent: canary.percent,
        startedAt: canary.startedAt.toISOString(),
      }
    : null;

/** The remote's registry file entry; answers 404 when the site has no remote of this name. */
async function knownRemoteOf(
  active: ActiveRemotes,
  name: string,
  res: Response,
): Promise<Remote | undefined> {
  const baseline = await active.baseline(name);
  if (!baseline) sendError(res, 404, 'not_found', `The site has no remote "${name}"`);
  return baseline;
}

/** Promoting and aborting a running canary: both end it, 409 `no_canary` when none runs. */
function mountCanaryEnds(router: Router, { active, auth, audit }: RemotesRouterOptions): void {
  const end = async (res: Response, name: string, action: 'promote' | 'abort', reason?: string) => {
    const baseline = await knownRemoteOf(active, name, res);
    if (!baseline) return;
    const admin = res.locals.admin as AdminIdentity;
    const ended = await active.endCanary(baseline.name, action, admin.username, reason);
    if (!ended) {
      sendError(res, 409, 'no_canary', `${baseline.name} runs no canary`);
      return;
    }
    noteForAudit(res, {
      target: baseline.name,
      detail: reason ? `${ended.version}: ${reason}` : ended.version,
    });
    res.req.log.info(
      { remote: baseline.name, version: ended.version, action, reason },
      'canary ended',
    );
    await sendChanged(active, res, baseline.name);
  };

  router.post(
    routePath(promoteCanary),
    requireAdmin(auth),
    audit.audited('release.promote'),
    validate(promoteCanary),
    (_req, res) => end(res, inputOf(res, promoteCanary).params.name, 'promote'),
  );

  router.post(
    routePath(abortCanary),
    requireAdmin(auth),
    audit.audited('release.abort'),
    validate(abortCanary),
    (_req, res) => {
      const { params, body } = inputOf(res, abortCanary);
      return end(res, params.name, 'abort', body.reason || undefined);
    },
  );
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

  const knownRemote = (name: string, res: Response) => knownRemoteOf(active, name, res);

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
    const { stack, canary } = await active.releases(baseline);
    res.set('Cache-Control', READ_CACHE).json({
      remote: baseline.name,
      active: describe(stack[stack.length - 1]),
      rollbackTo: describe(stack[stack.length - 2]),
      stack: stack.map(describe),
      canary: describeCanary(canary),
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
      const { stack, canary } = await active.releases(baseline);
      if (canary) {
        refuseWhileCanary(res, baseline.name, canary);
        return;
      }
      const { version, entry, canary: percent } = body;
      if (percent !== undefined) noteForAudit(res, { action: 'release.canary' });
      await activateRelease(
        options,
        res,
        baseline,
        { version, entry, replaces: stack[stack.length - 1] },
        percent === undefined ? { action: 'activate' } : { action: 'canary', percent },
      );
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
      const { stack, canary } = await active.releases(baseline);
      if (canary) {
        refuseWhileCanary(res, baseline.name, canary);
        return;
      }
      const previous = stack[stack.length - 2];
      if (!previous) {
        sendError(res, 409, 'nothing_to_roll_back', `${baseline.name} has no earlier version`);
        return;
      }
      await activateRelease(
        options,
        res,
        baseline,
        {
          version: previous.version ?? REGISTRY_FILE_VERSION,
          entry: previous.entry,
          replaces: undefined,
        },
        { action: 'rollback' },
      );
    },
  );

  mountCanaryEnds(router, options);

  return router;
}
