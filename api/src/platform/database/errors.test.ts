import net from 'node:net';
import { MongoNetworkError, MongoServerError } from 'mongodb';
import { isDatabaseUnavailable } from './errors';

/**
 * A socket error raised by Node itself (a refused connection), given the stack it would have had
 * inside the driver or another client. Made by Node, not by the test, because under jest Node's
 * errors come from another realm than the test's `Error`, as they do in the API's tests.
 */
async function socketError(stack: string): Promise<Error> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  const error = await new Promise<Error>((resolve) =>
    net.connect(port, '127.0.0.1').on('error', resolve),
  );
  error.stack = `Error: ${error.message}\n${stack}`;
  return error;
}

// The frames the driver left on the bare error seen when the database was killed mid-upload.
const DRIVER_FRAMES = [
  '    at Socket._write (node:net:1274:8)',
  '    at Connection.writeCommand (/srv/api/node_modules/mongodb/lib/cmap/connection.js:722:23)',
  '    at Connection.sendCommand (/srv/api/node_modules/mongodb/lib/cmap/connection.js:546:18)',
].join('\n');
const OTHER_FRAMES = [
  '    at Socket._write (node:net:1274:8)',
  '    at RedisSocket.write (/srv/api/node_modules/@redis/client/dist/lib/client/socket.js:80:10)',
].join('\n');

describe('isDatabaseUnavailable', () => {
  it('recognises the driver’s network errors, also as the cause of another error', () => {
    const network = new MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017');
    expect(isDatabaseUnavailable(network)).toBe(true);
    expect(isDatabaseUnavailable(new Error('upload failed', { cause: network }))).toBe(true);
  });

  it('recognises a bare socket error raised inside the driver', async () => {
    expect(isDatabaseUnavailable(await socketError(DRIVER_FRAMES))).toBe(true);
  });

  it('leaves a lost connection to another service and the server’s own refusals alone', async () => {
    expect(isDatabaseUnavailable(await socketError(OTHER_FRAMES))).toBe(false);
    const refused = new MongoServerError({ message: 'not authorized', code: 13 });
    expect(isDatabaseUnavailable(refused)).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});
