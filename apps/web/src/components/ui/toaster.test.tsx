import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, toast } from '../../lib/toast-store.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Toaster } from './toaster.tsx';

afterEach(() => clearToasts());

function PageWithDialog() {
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <p>Results</p>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)}>
        <DialogTitle>حفظ البحث وتفعيل التنبيهات</DialogTitle>
        <Button onClick={() => setIsOpen(false)}>إغلاق النافذة</Button>
      </Dialog>
      <Toaster />
    </>
  );
}

describe('a toast while a dialog is open', () => {
  it('shows at the top of the dialog, above its title, not over it; once the dialog closes it shows on the page', async () => {
    renderWithProviders(<PageWithDialog />);
    const dialog = screen.getByRole('dialog');
    act(() => toast.success('تم تسجيل الدخول'));
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain('تم تسجيل الدخول');
    // First in the dialog's paper: the title comes after it, uncovered.
    const paper = dialog.closest('.MuiDialog-paper') ?? dialog;
    expect(paper.firstElementChild?.contains(status)).toBe(true);
    expect(status.compareDocumentPosition(within(dialog).getByText('حفظ البحث وتفعيل التنبيهات')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'إغلاق النافذة' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByRole('status')).textContent).toContain('تم تسجيل الدخول');
  });

  it('a dialog that opens while a toast shows gets it at its top', async () => {
    function LaterDialog() {
      const [isOpen, setIsOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setIsOpen(true)}>احفظ البحث</Button>
          <Dialog open={isOpen}>
            <DialogTitle>حفظ البحث</DialogTitle>
          </Dialog>
          <Toaster />
        </>
      );
    }
    renderWithProviders(<LaterDialog />);
    act(() => toast.success('تم تسجيل الدخول'));
    expect((await screen.findByRole('status')).closest('[role="dialog"]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'احفظ البحث' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('status')).textContent).toContain('تم تسجيل الدخول');
  });
});
