import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TabList, panelId, tabId } from './tab-list.tsx';

const VALUES = ['one', 'two', 'three'] as const;
type Value = (typeof VALUES)[number];

function Tabs() {
  const [value, setValue] = useState<Value>('one');
  return (
    <>
      <TabList value={value} values={VALUES} label="Modes" labelOf={(v) => `Tab ${v}`} idPrefix="modes" onChange={setValue} />
      {VALUES.map((v) => (
        <div key={v} role="tabpanel" id={panelId('modes', v)} aria-labelledby={tabId('modes', v)} hidden={v !== value}>
          Panel {v}
        </div>
      ))}
    </>
  );
}

const chosen = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('TabList', () => {
  it('names its tabs and panels, and keeps only the chosen tab in the Tab order', async () => {
    await changeLanguage('en');
    renderWithProviders(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Modes' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0]!.getAttribute('aria-controls')).toBe('modes-panel-one');
    expect(screen.getByRole('tabpanel', { name: 'Tab one' }).textContent).toBe('Panel one');
  });

  it('chooses a tab on a tap', async () => {
    await changeLanguage('en');
    renderWithProviders(<Tabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Tab three' }));
    expect(chosen()).toBe('Tab three');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel three');
  });

  it.each([
    { language: 'en' as const, next: 'ArrowRight', back: 'ArrowLeft' },
    // Right to left in Arabic: the left arrow goes to the next tab.
    { language: 'ar' as const, next: 'ArrowLeft', back: 'ArrowRight' },
  ])('moves with the arrows in the reading direction ($language), wraps, and jumps with Home and End', async ({ language, next, back }) => {
    await changeLanguage(language);
    renderWithProviders(<Tabs />);
    const user = userEvent.setup();
    screen.getByRole('tab', { name: 'Tab one' }).focus();
    await user.keyboard(`{${next}}`);
    expect(chosen()).toBe('Tab two');
    expect(document.activeElement?.textContent).toBe('Tab two');
    await user.keyboard(`{${back}}{${back}}`);
    expect(chosen()).toBe('Tab three');
    await user.keyboard('{Home}');
    expect(chosen()).toBe('Tab one');
    await user.keyboard('{End}');
    expect(chosen()).toBe('Tab three');
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
  });
});
