// Raw HTTP/1.1 over a socket, for requests no HTTP client will send (bad bytes, huge headers):
// writes the bytes, reads until the server closes, and reports whether it closed cleanly.
import { connect } from 'node:net';

export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server ended the connection with FIN, not a reset. */
  closedCleanly: boolean;
};

export function rawExchange(port: number, request: Buffer | string, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    let reset = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server neither answered nor closed in time'));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => (reset = true));
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: split === -1 ? '' : text.slice(split + 4),
        closedCleanly: !reset,
      });
    });
    socket.write(request);
  });
}

/** A well-formed GET that asks the server to close afterwards. */
export const rawGet = (path: string, headers: Record<string, string> = {}) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries({ ...headers, connection: 'close' })
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
