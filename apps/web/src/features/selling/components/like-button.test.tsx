import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { changeLanguage } from '../../../lib/i18n.ts';
import { errorResponse, fakeApi, jsonResponse } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { LikeButton } from './like-button.tsx';

function renderButton(props: { isSignedIn?: boolean; onLoginRequired?: () => void } = {}) {
  renderWithProviders(
    <>
      <LikeButton productId="p1" productName="Panel" likesCount={3} isSignedIn={props.isSignedIn ?? true} onLoginRequired={props.onLoginRequired ?? vi.fn()} />
      <Toaster />
    </>,
  );
  return { actor: userEvent.setup(), button: () => screen.getByRole('button', { name: /^Like Panel, / }) };
}

describe('the like button', () => {
  it('counts at once and keeps the server’s answer', async () => {
    await changeLanguage('en');
    fakeApi({ 'POST /products/p1/like': () => jsonResponse(200, { status: 'success', data: { liked: true, likesCount: 7 } }) });
    const { actor, button } = renderButton();
    await actor.click(button());
    expect(button().getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(button().textContent).toBe('7'));
  });

  it('rolls back when the server refuses', async () => {
    await changeLanguage('en');
    let answer!: (response: Response) => void;
    fakeApi({ 'POST /products/p1/like': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { actor, button } = renderButton();
    await actor.click(button());
    expect(button().textContent).toBe('4');
    answer(errorResponse(404, 'NOT_FOUND', 'The requested item was not found'));
    await waitFor(() => expect(button().textContent).toBe('3'));
    expect(button().getAttribute('aria-pressed')).toBe('false');
    expect(await screen.findByText('Your like could not be saved. Try again.')).toBeTruthy();
  });

  it('asks a signed-out visitor to log in instead', async () => {
    await changeLanguage('en');
    const onLoginRequired = vi.fn();
    const { actor, button } = renderButton({ isSignedIn: false, onLoginRequired });
    await actor.click(button());
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(button().textContent).toBe('3');
  });
});
