import { CONTROL_PORT } from './ports';

/** A remote's registry name (its descriptor's `federation.name`). */
type RemoteName = string;

async function control(name: RemoteName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${CONTROL_PORT}/remotes/${name}/${action}`, {
    method: 'POST',
  });
  if (response.status !== 204) throw new Error(`${action} ${name}: ${await response.text()}`);
}

/** Really stops the static server of one remote (its port refuses connections). */
export const stopRemoteServer = (name: RemoteName) => control(name, 'stop');
export const startRemoteServer = (name: RemoteName) => control(name, 'start');

async function controlApi(action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${CONTROL_PORT}/api/${action}`, {
    method: 'POST',
  });
  if (response.status !== 204) throw new Error(`${action} the API: ${await response.text()}`);
}

/** Really stops the API process (its port refuses connections; the database stops with it). */
export const stopApi = () => controlApi('stop');
/** Starts the API again on the same data, once it answers its health check. */
export const startApi = () => controlApi('start');
