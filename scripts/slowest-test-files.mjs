// The test files that take longest, from vitest's and Playwright's JSON reports,
// so `npm test` shows where the suite's time goes.
import path from 'node:path';

/** Seconds per file in a vitest JSON report (from its first test's start to its last one's end). */
export function vitestFileTimes(report, root) {
  return (report?.testResults ?? []).map((file) => ({
    file: path.relative(root, file.name),
    seconds: Math.max(0, (file.endTime - file.startTime) / 1000),
  }));
}

/** Seconds per file in a Playwright JSON report: the sum of its tests' run times. */
export function playwrightFileTimes(report) {
  const totals = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const milliseconds = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        const file = `e2e/tests/${spec.file ?? suite.file}`;
        totals.set(file, (totals.get(file) ?? 0) + milliseconds / 1000);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...totals].map(([file, seconds]) => ({ file, seconds }));
}

/** The slowest files first, as lines to print. */
export function slowestFilesReport(times, count = 10) {
  return [...times]
    .sort((left, right) => right.seconds - left.seconds)
    .slice(0, count)
    .map(({ file, seconds }) => `${seconds.toFixed(1).padStart(7)}s  ${file}`);
}
