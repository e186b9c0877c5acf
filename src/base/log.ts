/** An error that belongs to no widget (the host's settings, the login prompt, analytics). */
export function logError(message: string, error?: unknown): void {
  if (error === undefined) console.error(`[site-widgets] ${message}`);
  else console.error(`[site-widgets] ${message}: ${error instanceof Error ? error.message : String(error)}`, error);
}
