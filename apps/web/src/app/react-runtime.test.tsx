import fs from 'node:fs';
import path from 'node:path';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Issue 40 (docs/decisions/030-react-runtime.md): React is what runs the components, here as in the browser
// and on the server; no alias sends them to another runtime.
describe('the runtime', () => {
  it('is React 19: react-dom’s reconciler renders the components the tests exercise', () => {
    expect([reactVersion.split('.')[0], reactDomVersion]).toEqual(['19', reactVersion]);
    render(<button type="button">runtime</button>);
    // React's DOM renderer keeps its fiber on each element it creates.
    expect(Object.keys(screen.getByRole('button')).some((key) => key.startsWith('__reactFiber$'))).toBe(true);
  });

  it('is the only one installed: no Preact in the lock file', () => {
    // Vitest runs from the repository's root, where the workspaces' one lock file is.
    const lock = JSON.parse(fs.readFileSync(path.resolve('package-lock.json'), 'utf8')) as { packages: Record<string, { dependencies?: Record<string, string> }> };
    const mentions = Object.entries(lock.packages).flatMap(([id, entry]) => [id, ...Object.keys(entry.dependencies ?? {})]).filter((name) => /(^|\/)preact/.test(name));
    expect(mentions).toEqual([]);
  });
});
