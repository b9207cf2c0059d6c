import { useState } from 'react';
import { ApiError } from '@alu/common';
import type { RemoteReleaseStatus } from '@alu/common/contracts/schemas';
import { describeSaveError, isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import { releasesApi, type CanaryDecision } from './releasesApi';

/** What the last decision came to, for the message above the remotes. */
export interface DecisionOutcome {
  readonly tone: 'done' | 'error';
  readonly message: string;
}

export interface CanaryDecisions {
  /** Asks for a confirmation, then promotes or aborts the remote's canary. */
  readonly decide: (remote: RemoteReleaseStatus, decision: CanaryDecision) => Promise<void>;
  /** The remote whose decision is being sent. */
  readonly pending: string | null;
  readonly outcome: DecisionOutcome | null;
}

interface Running {
  readonly name: string;
  readonly stable: string;
  readonly canary: string;
}

export function confirmationOf(decision: CanaryDecision, { name, stable, canary }: Running) {
  return decision === 'promote'
    ? `Версия ${canary} на ${name} да стане ли стабилната за всички посетители?`
    : `Да се прекрати ли канарчето ${canary} на ${name}? Всички посетители ще получат стабилната версия ${stable}.`;
}

function doneMessage(decision: CanaryDecision, { name, stable, canary }: Running) {
  return decision === 'promote'
    ? `${name}: версия ${canary} е вече стабилната за всички посетители.`
    : `${name}: канарчето ${canary} е прекратено; всички посетители получават версия ${stable}.`;
}

function failureMessage(decision: CanaryDecision, { name }: Running, error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    const verb = decision === 'promote' ? 'повишено' : 'прекратено';
    return (
      `Канарчето на ${name} не може да бъде ${verb}: то вече не тече — междувременно е ` +
      'повишено или прекратено (може би автоматично). Показано е текущото състояние.'
    );
  }
  return describeSaveError(error);
}

/**
 * Promoting or aborting a running canary from the panel, after a confirmation; the status is
 * read again afterwards whatever the answer, since someone else may have decided first.
 */
export function useCanaryDecision(onDecided: () => void): CanaryDecisions {
  const { token, logout } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);

  const decide = async (remote: RemoteReleaseStatus, decision: CanaryDecision) => {
    if (!remote.canary || pending !== null) return;
    const running = {
      name: remote.name,
      stable: remote.stable.version,
      canary: remote.canary.version,
    };
    if (!window.confirm(confirmationOf(decision, running))) return;
    setPending(remote.name);
    setOutcome(null);
    try {
      await releasesApi.decide(token, remote.name, decision);
      setOutcome({ tone: 'done', message: doneMessage(decision, running) });
    } catch (error) {
      console.error(`[admin] the canary decision (${decision}) failed`, error);
      if (isUnauthorized(error)) {
        logout();
        return;
      }
      setOutcome({ tone: 'error', message: failureMessage(decision, running, error) });
    } finally {
      setPending(null);
    }
    onDecided();
  };

  return { decide, pending, outcome };
}
