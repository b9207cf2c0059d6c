import { useCallback } from 'react';
import { isSearchKind, useTexts } from '@alu/common';
import { shellTexts } from '../../shared/shellTexts';
import { searchKindLabels } from './searchKindLabels';
import type { ResultGroup } from './searchResults';

/** A group's heading: its kind's name (or its module's group) and how many results it has. */
export function useGroupHeading(): (group: ResultGroup) => string {
  const tx = useTexts(shellTexts);
  return useCallback(
    (group) =>
      tx('{{group}} ({{count}})', {
        group: isSearchKind(group.key) ? searchKindLabels(tx)[group.key] : group.key,
        count: group.count,
      }),
    [tx],
  );
}
