import { createTenant } from '../../../src/factories/tenant-factory.ts';
import { createUser, factoryPassword } from '../../../src/factories/user-factory.ts';
import { createCenter } from '../../../src/factories/volunteer-center-factory.ts';
import { openDatabase } from '../../../src/platform/database/connection.ts';
import { migrate } from '../../../src/platform/database/migrator.ts';
import { startChild, type Child, type ChildOptions } from './child-process.ts';

/** The tenant and centre admin every served-app test writes as. */
export const servedTenantKey = 'durability';
export const servedAdminEmail = 'centrum@durability.example';

/** Makes a data directory with a migrated database, a tenant and its centre admin. */
export async function prepareDataDirectory(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await migrate(database);
    const tenant = await createTenant(database, { key: servedTenantKey });
    const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
    await createUser(database, tenant.id, {
      user: { email: servedAdminEmail },
      roles: [{ name: 'center_admin', resourceId: center.id }],
    });
  } finally {
    await database.close();
  }
}

/** The environment `npm start` runs with in these tests: no demo data, any free port, quiet. */
export function serverEnvironment(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    SEED: 'none',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    AUTH_RATE_LIMIT: '100000',
    DEBUG: '',
    ...extra,
  };
}

/** Starts the real server as `npm start` does: the compiled dist/server.js. */
export function startServer(dataDir: string, extra: NodeJS.ProcessEnv = {}, options: ChildOptions = {}): Child {
  return startChild('dist/server.js', [], serverEnvironment(dataDir, extra), options);
}

/** Waits until the server says where it runs, and returns its base URL. */
export async function serverUrl(server: Child): Promise<string> {
  const line = await server.waitForLine(/Volunteerly is running at http:\/\/localhost:\d+/);
  const port = /localhost:(\d+)/.exec(line)?.[1];
  return `http://127.0.0.1:${port}`;
}

/** A signed-in API client of the served tenant's centre admin. */
export interface ApiClient {
  /** Creates a tag; true when the server acknowledged it (201). */
  createTag(name: string): Promise<boolean>;
  /** Every tag name the tenant has. */
  tagNames(): Promise<Set<string>>;
}

/** Signs the centre admin in over HTTP. */
export async function signInAsAdmin(baseUrl: string): Promise<ApiClient> {
  const tenant = { 'x-tenant': servedTenantKey, 'app-context': 'main' };
  const signIn = await fetch(`${baseUrl}/auth/sign_in`, {
    method: 'POST',
    headers: { ...tenant, 'content-type': 'application/json' },
    body: JSON.stringify({ email: servedAdminEmail, password: factoryPassword }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed (${signIn.status}): ${await signIn.text()}`);
  const session = {
    'access-token': signIn.headers.get('access-token') ?? '',
    client: signIn.headers.get('client') ?? '',
    uid: signIn.headers.get('uid') ?? '',
  };
  return {
    async createTag(name) {
      const response = await fetch(`${baseUrl}/api/v1/tags`, {
        method: 'POST',
        headers: { ...tenant, ...session, 'content-type': 'application/json' },
        body: JSON.stringify({ tag: { kind: 'category', name } }),
      });
      await response.arrayBuffer();
      return response.status === 201;
    },
    async tagNames() {
      const response = await fetch(`${baseUrl}/api/v1/tags?page[size]=1000`, { headers: { ...tenant, ...session } });
      const body: unknown = await response.json();
      const names = new Set<string>();
      const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : [];
      for (const item of Array.isArray(data) ? data : []) {
        const name: unknown = item?.attributes?.name;
        if (typeof name === 'string') names.add(name);
      }
      return names;
    },
  };
}

/** Writes in flight against a server, and what it acknowledged. */
export interface ContinuousWrites {
  acknowledged: Set<string>;
  /** Resolves once this many writes were acknowledged; rejects if writing stopped before. */
  reached(count: number): Promise<void>;
  /** Stops writing and waits for the requests in flight. */
  stop(): Promise<void>;
}

/**
 * Writes tags through the API with several requests in flight until stopped (or
 * the server goes away), and records every name the server acknowledged.
 */
export function writeContinuously(client: ApiClient, prefix: string, inFlight = 4): ContinuousWrites {
  const acknowledged = new Set<string>();
  const goals: Array<{ count: number; resolve: () => void; reject: (error: Error) => void }> = [];
  let stopped = false;
  let counter = 0;
  const writers = Array.from({ length: inFlight }, async () => {
    while (!stopped) {
      const name = `${prefix}-${(counter += 1)}`;
      try {
        if (await client.createTag(name)) acknowledged.add(name);
      } catch {
        // The connection broke (the server was killed): not acknowledged, and no more writes.
        stopped = true;
      }
      for (const goal of goals.filter((candidate) => acknowledged.size >= candidate.count)) goal.resolve();
    }
    for (const goal of goals) goal.reject(new Error(`writing stopped at ${acknowledged.size} acknowledged writes`));
  });
  return {
    acknowledged,
    reached(count) {
      if (acknowledged.size >= count) return Promise.resolve();
      return new Promise((resolve, reject) => goals.push({ count, resolve, reject }));
    },
    async stop() {
      stopped = true;
      await Promise.all(writers);
    },
  };
}
