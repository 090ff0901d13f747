'use client';

import { useFavouritesFeed } from '@/lib/ui/use-favourites';

/** The page's one subscription to the member's favourites, which every tile's toggle reads (lib/ui/use-favourites.ts). */
export function FavouritesFeed() {
  useFavouritesFeed();
  return null;
}
