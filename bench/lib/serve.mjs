// A child process running one server of the stack for the benchmark: `node serve.mjs fleet-api|gateway`,
// options as JSON on IPC. Running fleet-api and the gateway in processes of their own lets the benchmark
// read each one's CPU time (process.cpuUsage) without counting the load generator's.
// IPC in: { options } to start, { cmd: 'cpu' }, { cmd: 'memory' } (after a full GC when the child runs
// with --expose-gc), { cmd: 'coldLookups', on }, { cmd: 'profile', on, file }, { cmd: 'close' }.
// IPC out: { ready: { url, apiKey } } or { failed: message }, and one answer per command.

const role = process.argv[2];

async function start(options) {
  if (role === 'fleet-api') {
    const { startFleetApi } = await import('@hub/fleet-api');
    const started = Date.now();
    const fleet = await startFleetApi({ ...options, logger: false });
    return { server: fleet, info: { url: fleet.url, apiKey: fleet.apiKey, startMs: Date.now() - started } };
  }
  if (role === 'gateway') {
    // gatewayModule: another build of the gateway (e.g. a copy of the dist before a change), for a
    // before/after comparison with both running against the same fleet-api.
    const { gatewayModule, ...gatewayOptions } = options;
    const { startGateway, MemoryCache } = await import(gatewayModule ?? '@hub/gateway');
    // A MemoryCache that can be told to miss on lookup tables: "cold" is every request paying the
    // upstream call, as the first request after the 600 s expiry does. Sessions stay cached either way.
    let coldLookups = false;
    class SwitchableCache extends MemoryCache {
      async get(key) {
        return coldLookups && key.startsWith('lookup:') ? undefined : super.get(key);
      }
    }
    const gateway = await startGateway({
      ...gatewayOptions,
      redisUrl: null,
      cache: new SwitchableCache(),
      logger: false,
    });
    return {
      server: gateway,
      info: { url: gateway.url },
      commands: { coldLookups: (message) => (coldLookups = Boolean(message.on)) },
    };
  }
  throw new Error(`unknown role ${role}`);
}

// CPU profile of a window of the run (not start-up): Profiler.start, then Profiler.stop writes the file.
let session;
async function profile(message) {
  const { Session } = await import('node:inspector/promises');
  if (message.on) {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  } else {
    const { profile: result } = await session.post('Profiler.stop');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(message.file, JSON.stringify(result));
    session.disconnect();
  }
}

let running;
process.on('message', async (message) => {
  try {
    if (message.options) {
      running = await start(message.options);
      process.send({ ready: running.info });
    } else if (message.cmd === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send({ cpu: { user, system } });
    } else if (message.cmd === 'memory') {
      globalThis.gc?.();
      process.send({ memory: process.memoryUsage() });
    } else if (message.cmd === 'profile') {
      await profile(message);
      process.send({ ok: true });
    } else if (message.cmd === 'close') {
      await running?.server.close();
      process.send({ closed: true });
      process.disconnect();
    } else if (running?.commands?.[message.cmd]) {
      running.commands[message.cmd](message);
      process.send({ ok: true });
    }
  } catch (error) {
    process.send({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
