/**
 * Layout components by kind. The default layout is part of the home page; the auth and
 * empty layouts are loaded by the route resolver (before the page renders) and registered
 * here, so the root can render them without a loading flash.
 */
import type { ComponentType, ReactNode } from 'react';
import type { LayoutKind } from '../routing/table';
import { DefaultLayout } from './DefaultLayout';

export type LayoutComponent = ComponentType<{ children?: ReactNode }>;

const layouts: Partial<Record<LayoutKind, LayoutComponent>> = { default: DefaultLayout };

export function getLayout(kind: LayoutKind): LayoutComponent | undefined {
  return layouts[kind];
}

export async function ensureLayout(kind: LayoutKind): Promise<void> {
  if (layouts[kind]) return;
  layouts[kind] =
    kind === 'auth' ? (await import('./AuthLayout')).AuthLayout : (await import('./EmptyLayout')).EmptyLayout;
}
