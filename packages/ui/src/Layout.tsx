import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from './internal/cx';

/** Spacing scale steps (--am-space-N). */
export type Space = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12;
const space = (s: Space) => (s === 0 ? '0' : `var(--am-space-${s})`);

interface BoxProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  children?: ReactNode;
}

export interface ContainerProps extends BoxProps {
  /** Max width: sm 40rem, md 56rem, lg 72rem (default, as the shell), xl 84rem, full. */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'full';
}

/** Centred page column with side padding. */
export function Container({ as: As = 'div', size = 'lg', className, ...rest }: ContainerProps) {
  return <As className={cx('am-container', size !== 'lg' && `am-container--${size}`, className)} {...rest} />;
}

export interface StackProps extends BoxProps {
  direction?: 'column' | 'row';
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** A row that becomes a column under 768 px. */
  stackOnMobile?: boolean;
}

/** Flex column (or row) with a gap from the spacing scale. */
export function Stack({
  as: As = 'div',
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  stackOnMobile = false,
  className,
  style,
  ...rest
}: StackProps) {
  return (
    <As
      className={cx('am-stack', direction === 'row' && 'am-stack--row', wrap && 'am-stack--wrap', stackOnMobile && 'am-stack--mobile-column', className)}
      style={{ '--am-gap': space(gap), alignItems: align, justifyContent: justify, ...style } as CSSProperties}
      {...rest}
    />
  );
}

export interface GridProps extends BoxProps {
  /** Fixed column count from 768 px up (1 column below), or… */
  columns?: number;
  /** …as many columns as fit, each at least this wide (default "16rem"). */
  minItemWidth?: string;
  gap?: Space;
}

/** Responsive grid: auto-fill by minimum width, or a column count that collapses on mobile. */
export function Grid({ as: As = 'div', columns, minItemWidth = '16rem', gap = 4, className, style, ...rest }: GridProps) {
  const vars: Record<string, string> = columns ? { '--am-grid-cols': String(columns) } : { '--am-grid-min': minItemWidth };
  return (
    <As
      className={cx('am-grid', columns ? 'am-grid--cols' : 'am-grid--fill', className)}
      style={{ '--am-gap': space(gap), ...vars, ...style } as CSSProperties}
      {...rest}
    />
  );
}
