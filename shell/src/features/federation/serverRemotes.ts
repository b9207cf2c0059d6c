import type { RemoteName, RemoteRoutesModule } from '@alu/common';
import { createContext } from 'react';

/** The remotes' page modules the server renders with (the registry's active versions). */
export type ServerRemotes = ReadonlyMap<RemoteName, RemoteRoutesModule>;

/** Set only by the server render: areas render their page at once instead of loading it. */
export const ServerRemotesContext = createContext<ServerRemotes | null>(null);
