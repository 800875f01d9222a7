import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { resetAuthDialog } from '../features/auth/stores/auth-dialog-store.ts';
import { LAZY_NAMESPACES, changeLanguage, initI18n, loadNamespaces } from '../lib/i18n.ts';
import { clearToasts } from '../lib/toast-store.ts';

// Component tests talk to no server: a test that needs data seeds the query cache, and only the
// api-client's own unit test replaces fetch. A stray request fails the test that made it.
let strayRequests: string[] = [];
let consoleErrors: string[] = [];

// Screens arrive as lazy chunks that Vite compiles on first use; on a busy two-core machine the first
// test of a file can wait seconds for them. Generous limits keep the tests about behaviour, not speed.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n();
  // The admin screens' own routes load these in the app; component tests render the screens directly.
  await loadNamespaces(LAZY_NAMESPACES);
});

beforeEach(async () => {
  strayRequests = [];
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(format(...args));
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    strayRequests.push(String(input instanceof Request ? input.url : input));
    return Promise.reject(new TypeError('Network access is not allowed in component tests'));
  });
  localStorage.clear();
  sessionStorage.clear();
  // Stores that live outside React start empty too.
  resetAuthDialog();
  clearToasts();
  await changeLanguage('ar');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  expect(strayRequests, 'unexpected network requests').toEqual([]);
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
