import { useCallback } from 'react';
import { isSearchKind, useMessages } from '@alu/common';
import { shellMessages } from '../../shared/shellMessages';
import type { ResultGroup } from './searchResults';

/** A group's heading: its kind's name (or its module's group) and how many results it has. */
export function useGroupHeading(): (group: ResultGroup) => string {
  const t = useMessages(shellMessages);
  return useCallback(
    (group) =>
      t('searchGroupHeading', {
        group: isSearchKind(group.key) ? t(`searchKind_${group.key}`) : group.key,
        count: group.count,
      }),
    [t],
  );
}
