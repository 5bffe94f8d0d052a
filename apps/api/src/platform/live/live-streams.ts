import type { FastifyBaseLogger } from 'fastify';

/** Something to tell one signed-in person's open pages at once (a new notification, a read state). */
export interface LiveMessage {
  tenantId: number;
  userId: number;
  /** The SSE event name, e.g. `notification`. */
  type: string;
  /** JSON-serialisable; sent as the SSE event's data. */
  data: Record<string, unknown>;
}

/** A listener of one person's live messages (an open event stream). */
export type LiveListener = (message: LiveMessage) => void;

/** The session a stream was opened with: one person signed in on one device (its `client`). */
export interface StreamSession {
  tenantId: number;
  userId: number;
  client: string;
}

/** Which of these sessions are still signed in (the auth module answers from the database). */
export type OpenSessionCheck = (sessions: readonly StreamSession[]) => Promise<StreamSession[]>;

/** How many streams may be open at once: per person, and altogether, in this process. */
export interface StreamLimits {
  perPerson: number;
  perProcess: number;
}

/** Why a stream could not have a place: its person has all theirs, or this process is full. */
export type StreamRefusal = 'person_limit' | 'process_limit';

/** An open stream's place in this process, taken before the stream's first await. */
export interface LiveStreamSlot {
  /**
   * Starts handing the person's messages to `listener`; `close` is called when the stream must end
   * from outside (its session ended, the app closes).
   */
  attach(listener: LiveListener, close: () => void): void;
  /** Stops the delivery and frees the place; only the first call counts. */
  release(): void;
}

/** The open streams of this process, by person. */
export interface LiveHub {
  /**
   * Takes a place for a stream of `session`, synchronously, so streams opened at the same moment
   * cannot all pass a limit that only one of them fits; or says which limit refuses it.
   */
  reserve(session: StreamSession, limits: StreamLimits): LiveStreamSlot | StreamRefusal;
  deliver(message: LiveMessage): void;
  streamsOf(tenantId: number, userId: number): number;
  openStreams(): number;
  /** Closes the streams whose session `check` no longer finds signed in; answers how many. */
  closeStreamsOfEndedSessions(check: OpenSessionCheck): Promise<number>;
  /** Ends every open stream (the app is closing). */
  closeAll(): void;
}

interface Stream {
  session: StreamSession;
  listener: LiveListener | undefined;
  close: (() => void) | undefined;
}

const personKey = (tenantId: number, userId: number) => `${tenantId}:${userId}`;
const sessionKey = (session: StreamSession) => `${session.tenantId}:${session.userId}:${session.client}`;

/** The streams of this process: places taken, messages handed out, ended sessions closed. */
export function createLiveHub(logger: FastifyBaseLogger): LiveHub {
  const byPerson = new Map<string, Set<Stream>>();
  let open = 0;

  function release(key: string, streams: Set<Stream>, stream: Stream): void {
    if (!streams.delete(stream)) return;
    open -= 1;
    if (streams.size === 0 && byPerson.get(key) === streams) byPerson.delete(key);
  }

  function everyStream(): Stream[] {
    return [...byPerson.values()].flatMap((streams) => [...streams]);
  }

  return {
    reserve(session, limits) {
      const key = personKey(session.tenantId, session.userId);
      const streams = byPerson.get(key) ?? new Set<Stream>();
      if (streams.size >= limits.perPerson) return 'person_limit';
      if (open >= limits.perProcess) return 'process_limit';
      const stream: Stream = { session, listener: undefined, close: undefined };
      streams.add(stream);
      byPerson.set(key, streams);
      open += 1;
      return {
        attach(listener, close) {
          stream.listener = listener;
          stream.close = close;
        },
        release: () => release(key, streams, stream),
      };
    },
    deliver(message) {
      for (const stream of byPerson.get(personKey(message.tenantId, message.userId)) ?? []) {
        try {
          stream.listener?.(message);
        } catch (error) {
          logger.warn({ err: error }, 'live message could not be delivered');
        }
      }
    },
    streamsOf: (tenantId, userId) => byPerson.get(personKey(tenantId, userId))?.size ?? 0,
    openStreams: () => open,
    async closeStreamsOfEndedSessions(check) {
      const streams = everyStream();
      if (streams.length === 0) return 0;
      const sessions = new Map(streams.map((stream) => [sessionKey(stream.session), stream.session]));
      const stillOpen = new Set((await check([...sessions.values()])).map(sessionKey));
      // Only the streams asked about: one opened meanwhile was signed in after the check began.
      const ended = streams.filter((stream) => !stillOpen.has(sessionKey(stream.session)));
      for (const stream of ended) stream.close?.();
      return ended.length;
    },
    closeAll() {
      for (const stream of everyStream()) stream.close?.();
    },
  };
}

// A change arriving while a check runs, or within this time after one began, waits for the next:
// one statement a second at most per process, however many sign-outs and other writes there are.
const sessionCheckIntervalMs = 1000;

/** Closes streams whose session ended, when told that sessions may have changed. */
export interface SessionWatch {
  /** A session or user may have changed (here or in another process): check the open streams soon. */
  sessionsMayHaveChanged(): void;
  /** Stops checking (the app is closing). */
  stop(): void;
}

/**
 * Checks the open streams' sessions whenever told that sessions may have changed: never two checks
 * at once, at most one a second, and one more after a change that arrived during a check. A stream
 * whose session is no longer signed in (signed out, ended from another device, a password reset,
 * the person blocked, archived or erased) is closed; the page reconnects and is refused.
 */
export function watchStreamSessions(hub: LiveHub, check: OpenSessionCheck, logger: FastifyBaseLogger): SessionWatch {
  let pending = false;
  let running = false;
  let stopped = false;
  let lastStartedAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;

  async function run(): Promise<void> {
    timer = undefined;
    if (stopped || !pending) return;
    pending = false;
    running = true;
    lastStartedAt = Date.now();
    try {
      const closed = await hub.closeStreamsOfEndedSessions(check);
      if (closed > 0) logger.info({ closed }, 'closed live streams of ended sessions');
    } catch (error) {
      // The next change checks again; meanwhile the streams end after LIVE_STREAM_SECONDS at the latest.
      logger.error({ err: error }, 'live stream sessions could not be checked');
    } finally {
      running = false;
      if (pending) schedule();
    }
  }

  function schedule(): void {
    if (stopped || running || timer) return;
    timer = setTimeout(() => void run(), Math.max(0, lastStartedAt + sessionCheckIntervalMs - Date.now()));
    timer.unref();
  }

  return {
    sessionsMayHaveChanged() {
      if (hub.openStreams() === 0) return;
      pending = true;
      schedule();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
