// A request written slowly on a raw socket, for the body timeouts of the API and of the portal's proxy.
import net from 'node:net';

export interface SlowOutcome {
  /** What the server sent before it closed the connection. */
  answer: string;
  elapsedMs: number;
}

/** The head of a POST of `length` bytes of `type`, its connection closed after the answer. */
export const postHead = (url: string, length: number, type = 'application/json'): string =>
  `POST ${url} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n`;

/** Sends `head` to the port on this machine, then each part after its delay, and reads until the server closes the
 * connection (or `giveUpMs`). */
export function slowRequest(
  port: number,
  head: string,
  parts: { after: number; data: string }[],
  giveUpMs = 5000,
): Promise<SlowOutcome> {
  return new Promise((resolve) => {
    const start = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const timers: NodeJS.Timeout[] = [];
    const done = () => {
      timers.forEach(clearTimeout);
      socket.destroy();
      resolve({ answer, elapsedMs: Date.now() - start });
    };
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.write(head);
    for (const part of parts) timers.push(setTimeout(() => socket.write(part.data), part.after));
    timers.push(setTimeout(done, giveUpMs));
  });
}
