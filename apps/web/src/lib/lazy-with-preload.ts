import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * React.lazy with a `preload()` that starts the download ahead of the first render, for parts that only
 * an interaction shows (menus, drawers): called when the pointer or focus reaches their button.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}
