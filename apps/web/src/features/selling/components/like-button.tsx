import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useLikeProduct } from '../api/like-product.ts';

interface LikeButtonProps {
  productId: string;
  productName: string;
  likesCount: number;
  /** From the detail's `likedByMe`; lists do not say, so they start unliked. */
  isLiked?: boolean;
  isSignedIn: boolean;
  /** Called instead of liking when signed out (the app opens its login dialog). */
  onLoginRequired: () => void;
  size?: 'small' | 'medium';
}

/** A heart with the count: changes at once, and goes back if the server refuses. */
export function LikeButton({ productId, productName, likesCount, isLiked = false, isSignedIn, onLoginRequired, size = 'medium' }: LikeButtonProps) {
  const { t } = useTranslation('products');
  const like = useLikeProduct();
  const [state, setState] = useState({ liked: isLiked, count: likesCount });

  const handleClick = () => {
    if (!isSignedIn) {
      onLoginRequired();
      return;
    }
    const previous = state;
    const liked = !previous.liked;
    setState({ liked, count: Math.max(0, previous.count + (liked ? 1 : -1)) });
    like.mutate(
      { id: productId, liked },
      {
        // The server's count includes everyone else's likes since the page loaded.
        onSuccess: (response) => setState({ liked: response.data.liked, count: response.data.likesCount }),
        onError: () => {
          setState(previous);
          toast.error(t('like.failed'));
        },
      },
    );
  };

  const Icon = state.liked ? FavoriteIcon : FavoriteBorderIcon;
  return (
    <Button
      size={size}
      color={state.liked ? 'error' : 'inherit'}
      variant="text"
      onClick={handleClick}
      aria-pressed={state.liked}
      // The visible count is part of the name, so speech users can say what they see (WCAG 2.5.3).
      aria-label={t('like.likeWithCount', { name: productName, count: formatNumber(state.count) })}
      startIcon={<Icon />}
      // Narrow for a small count, never under the 44 px touch target (WCAG 2.5.5).
      sx={{ minWidth: 44 }}
    >
      {formatNumber(state.count)}
    </Button>
  );
}
