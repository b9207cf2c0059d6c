// The topology's Node services started from their images instead of the working tree
// (`TOPOLOGY_FROM_IMAGES=1 npm run test:topology`): each API and site server runs its image's
// own entrypoint inside the image's file system (`buildah run --isolation chroot`, sharing
// this host's network; this machine cannot start a container), so a file an image lacks fails
// a test. nginx, Redis and the database stay on the host. Each process gets the environment
// the host process would get and nothing of the launcher's own; the host files it names are
// mounted read-only at the same paths. Stopped (SIGTERM) or killed (SIGKILL) exactly as the
// host processes, and started again on the same port.
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { waitForPort } from './engines.ts';
import { imageRef, imageTag, inspectImage, runImage } from '../images/images.ts';
import type { ImageProcess, RunImageOptions } from '../images/images.ts';
import type { ApiProcess } from '../cluster.ts';

/** How a Node service of the topology is started: its port, environment and log file. */
export interface ServiceStart {
  port: number;
  env: Record<string, string>;
  logFile?: string;
}

/** Variables naming a file or folder of this host, mounted read-only where they point. */
const HOST_PATHS = ['REMOTES_FILE', 'NODE_EXTRA_CA_CERTS', 'DATA_DIR'];

/**
 * Variables the host process gets and the image's must not:
 * - SHELL_DIR: the site server serves the shell's build baked into its image;
 * - STOP_WITH_PARENT: as uid 10001 the site server may not signal the root launcher and would
 *   take the refusal for its end; runImage ends the process with the launcher instead.
 */
const HOST_ONLY = ['SHELL_DIR', 'STOP_WITH_PARENT'];

function containerEnv(env: Record<string, string>): {
  env: Record<string, string>;
  volumes: Record<string, string>;
} {
  const kept = Object.fromEntries(Object.entries(env).filter(([key]) => !HOST_ONLY.includes(key)));
  const volumes = Object.fromEntries(
    HOST_PATHS.flatMap((key) => {
      const hostPath = kept[key];
      return hostPath ? [[hostPath, hostPath]] : [];
    }),
  );
  return { env: kept, volumes };
}

function imageOf(unit: string): string {
  const ref = imageRef(unit, imageTag());
  if (!inspectImage(ref)) {
    throw new Error(`${ref} is missing: run npm run images (TOPOLOGY_FROM_IMAGES is set)`);
  }
  return ref;
}

/** Runs `unit`'s image; its standard output appended to `logFile` as the host process's is. */
async function runLogged(
  unit: string,
  { logFile, ...options }: RunImageOptions & { logFile?: string | undefined },
): Promise<ImageProcess> {
  if (!logFile) return runImage(imageOf(unit), { ...options, stdout: 'ignore' });
  mkdirSync(path.dirname(logFile), { recursive: true });
  const output = openSync(logFile, 'a');
  try {
    return await runImage(imageOf(unit), { ...options, stdout: output });
  } finally {
    closeSync(output);
  }
}

/** Resolves once `url` answers 200; rejects if the process ends first. */
async function answers(url: string, handle: ImageProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!handle.running()) throw new Error(`${url}: the process exited during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await handle.kill();
  throw new Error(`${url} did not answer in time`);
}

/** Starts the topology's processes from the images of the current revision. */
export const imageLauncher = {
  /** An API as startApiProcess starts one: resolved once it is healthy. */
  async api({ port, env, logFile }: ServiceStart): Promise<ApiProcess> {
    const { env: own, volumes } = containerEnv({ LOG_LEVEL: 'warn', ...env });
    const origin = `http://127.0.0.1:${port}`;
    const handle = await runLogged('api', {
      env: { ...own, API_PORT: String(port) },
      volumes,
      name: `alu-topology-api-${port}-${process.pid}`,
      logFile,
    });
    await answers(`${origin}/api/health`, handle);
    return {
      origin,
      pid: handle.pid,
      stop: async () => void (await handle.stop()),
      kill: async () => void (await handle.kill()),
    };
  },

  /** A site server as startSiteProcess starts one: resolved once it listens. */
  async site({ port, env, logFile }: ServiceStart): Promise<ImageProcess> {
    const { env: own, volumes } = containerEnv(env);
    const handle = await runLogged('site-server', {
      env: { ...own, PORT: String(port) },
      volumes,
      name: `alu-topology-site-${port}-${process.pid}`,
      logFile,
    });
    await Promise.race([
      waitForPort(port, '127.0.0.1', 30_000),
      handle.ended.then(() => Promise.reject(new Error(`site server :${port} exited at start`))),
    ]);
    return handle;
  },
};
