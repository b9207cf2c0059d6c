import type { RemoteName } from '@alu/common';
import { useEffect } from 'react';
import { recordClientError } from '../../shared/releaseHealthQueue';
import { AreaSkeleton } from './AreaSkeleton';
import { remotePrefix } from './remoteModules';
import { watchForStall } from './stallWatchdog';

export interface StalledPageGuardProps {
  readonly remote: RemoteName;
  readonly page: string;
  /** Called when the page's code has not arrived although the remote's files did. */
  readonly onStall: () => void;
}

/**
 * The skeleton shown while a page's own code loads, with the same watchdog as the remote's
 * module: a page chunk that never resolves becomes the area's message, not an endless skeleton.
 */
export function StalledPageGuard({ remote, page, onStall }: StalledPageGuardProps) {
  useEffect(() => {
    let watch: { stop(): void } | undefined;
    let active = true;
    void remotePrefix(remote).then((prefix) => {
      if (!active || prefix === undefined) return;
      watch = watchForStall({
        prefix,
        onStall: ({ waitedMs, files }) => {
          console.error(
            `[federation] page "${remote}/${page}" did not render ${waitedMs} ms after it ` +
              `began (waiting for its page code; files arrived: ${files.join(', ') || 'none'})`,
          );
          recordClientError('stalled', remote);
          onStall();
        },
      });
    });
    return () => {
      active = false;
      watch?.stop();
    };
  }, [remote, page, onStall]);
  return <AreaSkeleton />;
}
