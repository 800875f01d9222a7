// eslint-disable-next-line no-restricted-syntax -- the one place React.lazy is wrapped
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { withNamespacesLoaded, type LazyNamespace } from './i18n.ts';
import { whileLoading } from './page-part.tsx';

/**
 * The app's one React.lazy: every lazy part goes through it, so the page knows when it is whole
 * (lib/page-part.tsx `pageAdopted`). Its `preload()` starts the download ahead of the first render, for
 * parts that only an interaction shows (menus, drawers): called when the pointer or focus reaches their
 * button. A part whose texts are lazy namespaces (lib/i18n.ts) names them: they download with its code.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>, namespaces: readonly LazyNamespace[] = []) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (loading ??= whileLoading(withNamespacesLoaded(namespaces, load)).then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}
