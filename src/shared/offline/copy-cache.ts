/**
 * Writing and deleting the copies, in the page (the service worker only reads them): the
 * copy's page is asked for again (with the session's cookie, as the visitor sees it) and
 * every other file as the browser has it; each answer is stored whole.
 */

/** A stored answer: its body, status and headers, never marked redirected (a browser refuses such an answer to a navigation). */
async function storable(response: Response): Promise<{ copy: Response; bytes: number }> {
  const body = await response.blob();
  const copy = new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  return { copy, bytes: body.size };
}

/**
 * Replaces the cache `name` with the page at `page` and the `files`; answers with the bytes
 * stored. The page must arrive (else it throws and nothing is kept); a file that does not is
 * left out: the page shows without that picture or part.
 */
export async function storeCopy(name: string, page: string, files: readonly string[]): Promise<number> {
  const answer = await fetch(page, { credentials: 'same-origin', cache: 'no-cache' });
  if (!answer.ok) throw new Error(`the page answered ${answer.status}`);
  const pageCopy = await storable(answer);
  const others = await Promise.all(
    [...new Set(files)]
      .filter((file) => file !== page)
      .map(async (file) => {
        try {
          const response = await fetch(file, { credentials: 'same-origin' });
          return response.ok ? { file, ...(await storable(response)) } : null;
        } catch {
          return null;
        }
      }),
  );
  await caches.delete(name);
  const cache = await caches.open(name);
  await cache.put(page, pageCopy.copy);
  let bytes = pageCopy.bytes;
  for (const other of others) {
    if (other === null) continue;
    await cache.put(other.file, other.copy);
    bytes += other.bytes;
  }
  return bytes;
}

/** Deletes a copy: the space it took is the browser's again. */
export async function deleteCopy(name: string): Promise<void> {
  await caches.delete(name);
}

/** Whether a copy is still there (a logout, or the browser under storage pressure, may have deleted it). */
export async function hasCopy(name: string): Promise<boolean> {
  return caches.has(name);
}
