import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../../lib/lazy-with-preload.ts';
import { closePostingResult, usePostingDialog } from '../stores/posting-dialog-store.ts';

// Their own chunks, with their texts: the form (with the shared schema and the place lists) is not part of
// the first screen.
const ProductFormDialog = lazyWithPreload(async () => (await import('./product-form-dialog.tsx')).ProductFormDialog, ['selling']);
const PostingResultDialog = lazyWithPreload(async () => (await import('./posting-result-dialog.tsx')).PostingResultDialog, ['selling']);

/** Starts downloading the posting form ahead of the click (pointer over Start Selling). */
export const preloadPostingDialog = () => void ProductFormDialog.preload();

/** The posting form and its success and error dialogs, opened from anywhere through the posting store. */
export function PostingDialogs() {
  const state = usePostingDialog();
  // Once shown, a dialog stays mounted so that it can animate out.
  const [lastForm, setLastForm] = useState(state.form);
  const [lastResult, setLastResult] = useState(state.result);
  if (state.form && state.form !== lastForm) setLastForm(state.form);
  if (state.result && state.result !== lastResult) setLastResult(state.result);

  return (
    <Suspense fallback={null}>
      {lastForm && <ProductFormDialog key={state.openId} form={lastForm} isOpen={state.form !== null} />}
      {lastResult && <PostingResultDialog result={lastResult} isOpen={state.result !== null} onClose={closePostingResult} />}
    </Suspense>
  );
}
