/** The port `npm start` and `npm run serve` listen on, and what to say when it cannot be had. */

export const DEFAULT_PORT = 4321;

/** PORT from the environment: an integer 0–65535 (0 picks a free one), or a message saying what is wrong. */
export function parsePort(text: string | undefined): number | string {
  if (text === undefined || text.trim() === '') return DEFAULT_PORT;
  const port = Number(text);
  return Number.isInteger(port) && port >= 0 && port <= 65535 ? port : `PORT must be an integer from 0 to 65535, got "${text}"`;
}

/** One sentence for a failed listen: a taken port names the way out, anything else its own message. */
export function listenProblem(error: unknown, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `port ${port} on 127.0.0.1 is already in use (another npm start?). Stop that server, or choose another port: PORT=${port + 1} npm start`;
  if (code === 'EACCES') return `port ${port} needs privileges this user lacks; choose a port above 1023: PORT=${DEFAULT_PORT} npm start`;
  return `cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`;
}
