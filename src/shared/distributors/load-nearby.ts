/**
 * 'Cerca mío's code (the position, the distances and their messages: ./nearby/), downloaded once
 * on first need by whichever widget asks first (the directory, "Dónde comprar"); a failed download
 * is tried again next time.
 */
export type NearbyCode = typeof import('./nearby');

let download: Promise<NearbyCode> | undefined;

export function loadNearby(): Promise<NearbyCode> {
  return (download ??= import('./nearby').catch((error: unknown) => {
    download = undefined;
    throw error;
  }));
}
