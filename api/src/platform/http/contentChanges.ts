// After an administrator's write succeeded, the answer names what it changed, so the site
// server in front drops exactly the pages made with it (it does not guess from paths). The
// header is read and removed by that server; a client never needs it.
import type { Response } from 'express';

export const CHANGED_HEADER = 'Site-Changed';

export type ContentChange = 'news' | 'careers' | 'remotes' | 'documents' | 'investor-events';

export function declareChanged(res: Response, change: ContentChange): void {
  res.set(CHANGED_HEADER, change);
}
