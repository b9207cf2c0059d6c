/** A front-end app as its package.json's `federation` block describes it. */
export interface FederatedApp {
  readonly workspace: string;
  readonly name: string;
  readonly devPort: number;
  readonly isHost: boolean;
}

/** The shell first, then the remotes by folder name. */
export declare function federatedApps(root?: string): FederatedApp[];
