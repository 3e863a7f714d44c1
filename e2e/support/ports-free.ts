// The harness listens on fixed ports. A server left over from an interrupted run (nginx survives its parent) would
// answer in place of this run's build and make tests pass or fail against old code, so a run refuses to start
// while any of its ports is taken, and names the ports.
import net from 'node:net';

function taken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function assertPortsFree(ports: readonly number[]): Promise<void> {
  const answers = await Promise.all(ports.map(async (port) => ((await taken(port)) ? port : null)));
  const busy = answers.filter((port): port is number => port !== null);
  if (busy.length > 0) {
    throw new Error(
      `End-to-end ports already in use: ${busy.join(', ')}. A server from an earlier run is still listening ` +
        '(for example nginx: `pkill nginx`); stop it and run again.',
    );
  }
}
