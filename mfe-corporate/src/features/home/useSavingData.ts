import { useEffect, useState } from 'react';
import { useMediaQuery } from '@alu/common';

/** The media query of a visitor who asked for less data (not yet in every browser). */
export const REDUCED_DATA_QUERY = '(prefers-reduced-data: reduce)';

interface NetworkInformationLike {
  readonly saveData?: boolean;
}

/**
 * Whether the visitor asked to save data: the browser's Save-Data setting
 * (`navigator.connection.saveData`) or `prefers-reduced-data`. False on the server and until
 * the browser has been asked, so the server's HTML and the first render agree.
 */
export function useSavingData(): boolean {
  const reducedData = useMediaQuery(REDUCED_DATA_QUERY);
  const [saveData, setSaveData] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: NetworkInformationLike })
      .connection;
    setSaveData(connection?.saveData === true);
  }, []);
  return reducedData || saveData;
}
