/**
 * Preload (`node --import`) for tools a test runs as a child process: any attempt to open a network connection or
 * resolve a name is refused and reported on stderr as `NETWORK ATTEMPT: …`, so the test can assert that the tool
 * works offline and downloads nothing at run time.
 */
import dns from 'node:dns';
import net from 'node:net';

function refuse(what) {
  process.stderr.write(`NETWORK ATTEMPT: ${what}\n`);
  throw new Error(`network access refused (offline test): ${what}`);
}

const describe = (args) => {
  const [first, second] = args;
  if (first && typeof first === 'object') return `${first.host ?? ''}:${first.port ?? first.path ?? ''}`;
  return `${second ?? ''}:${first ?? ''}`;
};

net.Socket.prototype.connect = function connect(...args) {
  return refuse(`connect ${describe(args)}`);
};
dns.lookup = (host) => refuse(`dns ${host}`);
dns.promises.lookup = async (host) => refuse(`dns ${host}`);
globalThis.fetch = async (input) => refuse(`fetch ${String(input?.url ?? input)}`);
