import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { readlinkSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processStartTime } from '../../src/platform/database/directory-lock.ts';
import { startChild, stopChild, type Child } from './support/child-process.ts';

// Hole 3 of issue 10: 1 in 17 simultaneous starts let two processes "hold" one data
// directory. Here several processes race for the lock at the same instant, round
// after round, from every starting state; exactly one may win each round.
const contenders = 6;
const roundsPerState = 4;

const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'volunteerly-lock-race-')), 'data');
const lockPath = `${dataDir}.lock`;
let children: Child[] = [];

/** A lock record as a process that is gone would have left it. */
function recordOf(pid: number, startTime: string | null): string {
  return JSON.stringify({
    pid,
    startTime,
    bootId: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
    pidNamespace: readlinkSync('/proc/self/ns/pid'),
    hostname: hostname(),
    token: `left-behind-${pid}-${startTime}`,
  });
}

/** Sends a command to every contender at once and collects each one's answer. */
async function tellAll(command: string, answer: RegExp): Promise<string[]> {
  const answers = children.map((child) =>
    child.waitForLine(answer, { timeoutMs: 20_000, fromLine: child.lines.length }),
  );
  for (const child of children) child.send(command);
  return Promise.all(answers);
}

const race = () => tellAll('go', /^(won|lost)/);
const releaseAll = () => tellAll('release', /^released$/);

describe('data-directory lock under simultaneous starts', () => {
  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    children = Array.from({ length: contenders }, () =>
      startChild('test/process/support/lock-contender.ts', [dataDir]),
    );
    await Promise.all(children.map((child) => child.waitForLine(/^ready$/)));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => stopChild(child)));
  });

  const startingStates: Array<[string, () => void]> = [
    ['no lock file', () => rmSync(lockPath, { force: true })],
    ['a lock left by a process that is gone', () => writeFileSync(lockPath, recordOf(4_194_305, '1'))],
    ['a lock of an older version with a dead bare PID', () => writeFileSync(lockPath, '4194305')],
    [
      'a lock whose PID now belongs to another, later started process',
      // The test runner's own PID is alive, but it did not start at tick 1.
      () => writeFileSync(lockPath, recordOf(process.pid, '1')),
    ],
  ];

  for (const [state, prepare] of startingStates) {
    it(`lets exactly one of ${contenders} simultaneous contenders win from ${state}`, async () => {
      for (let round = 0; round < roundsPerState; round += 1) {
        prepare();
        const answers = await race();
        const winners = answers.filter((answer) => answer === 'won');
        expect(winners, answers.join('\n')).toHaveLength(1);
        // The file names the winner, complete.
        const winner = children[answers.indexOf('won')]!;
        expect(readFileSync(lockPath, 'utf8')).toContain(String(winner.process.pid));
        for (const answer of answers.filter((candidate) => candidate !== 'won')) {
          expect(answer).toMatch(/^lost DATA_DIR .* is already open in process \d+: stop that process first/);
        }
        await releaseAll();
      }
    });
  }

  it('lets nobody win, and deletes nothing, while the lock file is empty (being written)', async () => {
    writeFileSync(lockPath, '');
    const answers = await race();
    expect(answers.filter((answer) => answer === 'won')).toHaveLength(0);
    for (const answer of answers) expect(answer).toMatch(/stays empty or unreadable: if no Volunteerly process/);
    expect(readFileSync(lockPath, 'utf8')).toBe('');
    await releaseAll();
  });

  it('refuses a lock whose holder is alive and is the very process that took it', async () => {
    writeFileSync(lockPath, recordOf(process.pid, processStartTime(process.pid)));
    const answers = await race();
    expect(answers.filter((answer) => answer === 'won')).toHaveLength(0);
    for (const answer of answers) expect(answer).toContain(`already open in process ${process.pid}`);
    await releaseAll();
  });
});
