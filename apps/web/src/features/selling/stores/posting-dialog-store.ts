import type { OwnProduct } from '@solar/shared/contract/selling';
import { createStore, useStore } from '../../../lib/create-store.ts';

/** A new listing, or an edit of an own one (a rejected one is resubmitted by the edit). */
export type PostingForm = { mode: 'create' } | { mode: 'edit'; product: OwnProduct };

/** The outcome shown after submitting: success closes itself after 3 s, an error stays until closed. */
export interface PostingResult {
  severity: 'success' | 'error';
  /**
   * Already translated: what happened, as the dialog's title ('Listing sent for review', 'Failed to
   * create product'); a bare "Done" told the seller nothing (issue #17).
   */
  title: string;
  /** Already translated. */
  message: string;
}

export interface PostingDialogState {
  form: PostingForm | null;
  result: PostingResult | null;
  /** Changes each time the form opens, so it starts from its own fresh state. */
  openId: number;
}

let openCount = 0;
const store = createStore<PostingDialogState>({ form: null, result: null, openId: 0 });

export function openPostingDialog(form: PostingForm = { mode: 'create' }): void {
  store.set({ form, result: null, openId: ++openCount });
}

export function closePostingDialog(): void {
  store.set((state) => (state.form === null ? state : { ...state, form: null }));
}

export function showPostingResult(result: PostingResult, { closeForm }: { closeForm: boolean }): void {
  store.set((state) => ({ ...state, result, form: closeForm ? null : state.form }));
}

export function closePostingResult(): void {
  store.set((state) => (state.result === null ? state : { ...state, result: null }));
}

/** Closed, with no leftovers (tests start from here). */
export function resetPostingDialog(): void {
  store.set({ form: null, result: null, openId: 0 });
}

export const usePostingDialog = (): PostingDialogState => useStore(store);
