import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { cx } from './internal/cx';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Class names of a button, to style a router `<Link>` or an `<a>` like a Button. */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleOptions = {}): string {
  return cx('am-btn', `am-btn--${variant}`, `am-btn--${size}`, fullWidth && 'am-btn--block');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  ref?: Ref<HTMLButtonElement>;
  /**
   * The action is running: shows a spinner, sets aria-busy and aria-disabled and ignores
   * clicks. The button keeps focus (a natively disabled button would drop it).
   */
  busy?: boolean;
  /** Icon before the label. */
  iconStart?: ReactNode;
  /** Icon after the label. */
  iconEnd?: ReactNode;
}

function guard(busy: boolean, onClick?: (e: MouseEvent<HTMLButtonElement>) => void) {
  return (e: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
}

/** The button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  iconStart,
  iconEnd,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClass({ variant, size, fullWidth }), busy && 'am-btn--busy', className)}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={guard(busy, onClick)}
    >
      {busy ? <Spinner size="sm" decorative className="am-btn__spinner" /> : null}
      <span className="am-btn__content">
        {iconStart}
        {children != null && children !== false ? <span className="am-btn__label">{children}</span> : null}
        {iconEnd}
      </span>
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'iconStart' | 'iconEnd' | 'fullWidth' | 'aria-label'> {
  /** Accessible name (Italian), e.g. "Chiudi", "Aggiungi ai preferiti". Required. */
  label: string;
}

/** A square button that shows only an icon; `label` becomes its aria-label. */
export function IconButton({ label, variant = 'ghost', className, children, ...rest }: IconButtonProps) {
  return (
    <Button variant={variant} className={cx('am-btn--icon', className)} aria-label={label} {...rest}>
      {children}
    </Button>
  );
}

export interface LinkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  tone?: 'primary' | 'muted' | 'danger';
}

/** A button that looks like a text link (an action inline in text, "Azzera filtri"). */
export function LinkButton({ tone = 'primary', className, type = 'button', ...rest }: LinkButtonProps) {
  return <button type={type} className={cx('am-link-button', `am-link-button--${tone}`, className)} {...rest} />;
}
