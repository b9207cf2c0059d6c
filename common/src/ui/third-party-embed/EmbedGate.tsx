import type { ReactNode } from 'react';
import type { OnDemandEmbedState } from './useOnDemandEmbed';

export interface EmbedGateProps {
  readonly state: Exclude<OnDemandEmbedState, 'ready'>;
  readonly onLoad: () => void;
  /** Shown when the service does not answer: why, and a link to it in a new tab. */
  readonly unreachable: {
    readonly message: string;
    readonly href: string;
    readonly link: ReactNode;
  };
  readonly messageClassName?: string;
  readonly buttonClassName?: string;
  /** The button's accessible name when its content is not text (a play icon). */
  readonly buttonLabel?: string;
  /** The button's content. */
  readonly children: ReactNode;
}

/**
 * What stands in for a third-party frame until it is loaded: the button that asks for it
 * (disabled while the service is probed), or, when the service does not answer, a message
 * with a link to it.
 */
export function EmbedGate({
  state,
  onLoad,
  unreachable,
  messageClassName,
  buttonClassName,
  buttonLabel,
  children,
}: EmbedGateProps) {
  if (state === 'unreachable') {
    return (
      <p className={messageClassName} role="status">
        {unreachable.message}{' '}
        <a href={unreachable.href} target="_blank" rel="noopener noreferrer">
          {unreachable.link}
        </a>
      </p>
    );
  }
  return (
    <button
      type="button"
      className={buttonClassName}
      onClick={onLoad}
      disabled={state === 'checking'}
      aria-label={buttonLabel}
    >
      {children}
    </button>
  );
}
