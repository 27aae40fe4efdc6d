/**
 * The sandbox is this machine's: it answers anyone who reaches it, its reset e-mails (`/__sandbox/outbox`) included.
 * A page elsewhere reaches it two ways, both closed here: reading its answers from another origin (CORS allows only
 * this machine's origins: a dev server, Storybook), and a name of its own that it points at 127.0.0.1 (DNS rebinding:
 * the request is the page's own origin then, but its Host header still names that page, and is refused).
 */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** Whether `origin` (a request's Origin header) is a page on this machine. */
export function isLoopbackOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'http:' || protocol === 'https:') && LOOPBACK_NAMES.includes(hostname);
  } catch {
    return false;
  }
}

/**
 * The Host headers a server of the sandbox on `port` answers: this machine's names at that port, and `hostname`
 * (the address it listens on, when it is another: `SANDBOX_EXPOSE=1`).
 */
export function allowedHosts(port: number, hostname?: string): ReadonlySet<string> {
  const listening =
    hostname && !['0.0.0.0', '::'].includes(hostname) ? [hostname.includes(':') ? `[${hostname}]` : hostname] : [];
  return new Set([...LOOPBACK_NAMES, ...listening].map((name) => `${name}:${port}`.toLowerCase()));
}
