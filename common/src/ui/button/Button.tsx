import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` (default): filled, the page's main action. `secondary`: outlined. */
  readonly variant?: 'primary' | 'secondary';
}

/**
 * The site's action button (Riprova, Invia…): 44 px touch target, visible focus. The ref
 * reaches the `<button>`, e.g. to give the focus back to it.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, type = 'button', variant = 'primary', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={[styles.button, variant === 'secondary' ? styles.secondary : '', className]
        .filter(Boolean)
        .join(' ')}
      {...props}
    />
  );
});
