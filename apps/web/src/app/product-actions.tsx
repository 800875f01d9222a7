import { Suspense, useMemo, type ReactNode } from 'react';
import { lazyWithPreload } from '../lib/lazy-with-preload.ts';
import { ProductActionsProvider, type ProductActionSlotProps } from '../features/products/components/product-actions.tsx';
import { openLoginDialog } from '../features/auth/stores/auth-dialog-store.ts';
import { useSession } from '../features/auth/stores/session-store.ts';

// The like button (and its mutation) loads after the list it sits in, keeping the first screen small.
const LikeButton = lazyWithPreload(async () => (await import('../features/selling/components/like-button.tsx')).LikeButton);

function LikeSlot(props: ProductActionSlotProps) {
  const isSignedIn = useSession() !== null;
  return (
    <Suspense fallback={null}>
      <LikeButton
        productId={props.productId}
        productName={props.productName}
        likesCount={props.likesCount}
        isLiked={props.likedByMe}
        size={props.size}
        isSignedIn={isSignedIn}
        onLoginRequired={() => openLoginDialog({ notice: 'loginRequired' })}
      />
    </Suspense>
  );
}

const renderLike = (props: ProductActionSlotProps) => <LikeSlot {...props} />;

/** Gives the products screens their like button and who is looking: composed here so features stay independent. */
export function ProductActions({ children }: { children: ReactNode }) {
  const viewerId = useSession()?.user?._id ?? null;
  const actions = useMemo(() => ({ renderLike, viewerId }), [viewerId]);
  return <ProductActionsProvider value={actions}>{children}</ProductActionsProvider>;
}
