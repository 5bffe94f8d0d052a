import {
  Context,
  ForTag,
  Liquid,
  TablerowTag,
  Tag,
  toValueSync,
  type Emitter,
  type Liquid as LiquidEngine,
  type TagToken,
  type Template,
  type TopLevelToken,
} from 'liquidjs';

/**
 * The Liquid engines of the notification templates (issue 15 §2). No file access (`templates: {}`:
 * include, render and layout find nothing), no prototype properties, and an unknown variable or
 * filter is an error. The HTML engine escapes every value; `raw` is replaced by a filter that
 * changes nothing, so a template cannot switch the escaping off for a value someone else typed.
 *
 * Work is bounded by a `RenderBudget` shared by every text of one notification (issue 29, hole 2):
 * render time, memory the filters and ranges allocate, loop iterations and output characters, each
 * checked while rendering, so a template of a centre cannot stall the process that renders it.
 */
const engineOptions = {
  strictVariables: true,
  strictFilters: true,
  ownPropertyOnly: true,
  templates: {},
  parseLimit: 100_000,
} as const;

/** The work one notification's texts may take together. */
export interface RenderLimits {
  /** Milliseconds of Liquid rendering. */
  renderMs: number;
  /** Characters and items that filters and ranges may allocate (liquidjs's memory limit). */
  memory: number;
  /** Loop iterations (`for`, `tablerow`), all loops together. */
  loopIterations: number;
  /** Characters of output, all texts together. */
  outputCharacters: number;
}

/** The limits of a notification's render: generous for real mail, tight for a template written to stall. */
export const notificationRenderLimits: RenderLimits = {
  renderMs: 1_000,
  memory: 1_000_000,
  loopIterations: 5_000,
  outputCharacters: 200_000,
};

/** What one notification's render has left; every text of it draws from the same budget. */
export interface RenderBudget {
  limits: RenderLimits;
  /** When the render must have finished (performance.now()). */
  deadline: number;
  memoryUsed: number;
  loopIterations: number;
  outputCharacters: number;
}

/** A budget that starts now. */
export function createRenderBudget(limits: RenderLimits = notificationRenderLimits): RenderBudget {
  return {
    limits,
    deadline: performance.now() + limits.renderMs,
    memoryUsed: 0,
    loopIterations: 0,
    outputCharacters: 0,
  };
}

/** Thrown when a render exceeds its budget: the template asks too much work, whatever its values. */
export class RenderBudgetExceeded extends Error {
  readonly resource: keyof RenderLimits;

  constructor(resource: keyof RenderLimits) {
    super(`the template needs too much work (${resource})`);
    this.name = 'RenderBudgetExceeded';
    this.resource = resource;
  }
}

const budgetRegister = 'volunteerly:render-budget';

function budgetOf(context: Context): RenderBudget | undefined {
  return context.getRegister(budgetRegister) as RenderBudget | undefined;
}

/** A tag that reads other files: refused when a text is parsed, with a message saying so. */
class RefusedTag extends Tag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    throw new Error(`the tag "${token.name}" is not allowed in a notification`);
  }

  *render(): Generator<unknown, void, unknown> {}
}

/** A template, rendered first in every loop body, that counts the iteration against the budget. */
function iterationCounter(token: TagToken): Template {
  return {
    token,
    // eslint-disable-next-line require-yield -- a template's render is a generator in liquidjs
    *render(context: Context) {
      const budget = budgetOf(context);
      if (!budget) return '';
      budget.loopIterations += 1;
      if (budget.loopIterations > budget.limits.loopIterations) throw new RenderBudgetExceeded('loopIterations');
      return '';
    },
  };
}

type TagParser = ConstructorParameters<typeof ForTag>[3];

/** `for` with every iteration counted. */
class CountedForTag extends ForTag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid, parser: TagParser) {
    super(token, remainTokens, liquid, parser);
    this.templates.unshift(iterationCounter(token));
  }
}

/** `tablerow` with every cell counted. */
class CountedTablerowTag extends TablerowTag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid, parser: TagParser) {
    super(token, remainTokens, liquid, parser);
    this.templates.unshift(iterationCounter(token));
  }
}

function createEngine(options: ConstructorParameters<typeof Liquid>[0]): Liquid {
  const engine = new Liquid(options);
  for (const name of ['include', 'render', 'layout']) engine.registerTag(name, RefusedTag);
  engine.registerTag('for', CountedForTag);
  engine.registerTag('tablerow', CountedTablerowTag);
  return engine;
}

const htmlEngine = createEngine({ ...engineOptions, outputEscape: 'escape' });
htmlEngine.registerFilter('raw', (value: unknown) => value);
const plainEngine = createEngine(engineOptions);

/** Which engine a text is written for: HTML (values escaped) or plain text (subject, text body, in-app). */
export type NotificationTemplateKind = 'html' | 'plain';

const engines: Record<NotificationTemplateKind, Liquid> = { html: htmlEngine, plain: plainEngine };
const parsed: Record<NotificationTemplateKind, Map<string, Template[]>> = { html: new Map(), plain: new Map() };
const keptParses = 2_000;

function parse(kind: NotificationTemplateKind, source: string): Template[] {
  const cache = parsed[kind];
  const known = cache.get(source);
  if (known) return known;
  const templates = engines[kind].parse(source);
  // Shipped texts and saved overrides repeat; a full cache starts again rather than grow.
  if (cache.size >= keptParses) cache.clear();
  cache.set(source, templates);
  return templates;
}

/** Writes output while counting it against the budget, so a huge output stops while it grows. */
class CountingEmitter implements Emitter {
  buffer = '';

  constructor(private readonly budget: RenderBudget) {}

  write(html: unknown): void {
    const value = toValueSync(html) as unknown;
    const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('') : String(value);
    this.budget.outputCharacters += text.length;
    if (this.budget.outputCharacters > this.budget.limits.outputCharacters) {
      throw new RenderBudgetExceeded('outputCharacters');
    }
    this.buffer += text;
  }
}

/** liquidjs's limiter, drawing from the budget (memory) or checking its deadline (time). */
function memoryLimiter(budget: RenderBudget) {
  return {
    use(count: number) {
      if (+count <= 0) return;
      budget.memoryUsed += +count;
      if (budget.memoryUsed > budget.limits.memory) throw new RenderBudgetExceeded('memory');
    },
    check(count: number) {
      if (+count > budget.limits.memory) throw new RenderBudgetExceeded('memory');
    },
  };
}

function timeLimiter(budget: RenderBudget) {
  return {
    use() {},
    check(now: number) {
      if (now > budget.deadline) throw new RenderBudgetExceeded('renderMs');
    },
  };
}

/**
 * Renders a Liquid text with values within the budget; throws liquidjs's ParseError, RenderError
 * or UndefinedVariableError, or `RenderBudgetExceeded` (possibly wrapped in a RenderError).
 */
export function renderLiquid(
  kind: NotificationTemplateKind,
  source: string,
  values: Record<string, unknown>,
  budget: RenderBudget = createRenderBudget(),
): string {
  const engine: LiquidEngine = engines[kind];
  const context = new Context(
    values,
    engine.options,
    { sync: true },
    {
      memoryLimit: memoryLimiter(budget) as unknown as Context['memoryLimit'],
      renderLimit: timeLimiter(budget) as unknown as Context['renderLimit'],
      liquid: engine,
    },
  );
  context.setRegister(budgetRegister, budget);
  const emitter = new CountingEmitter(budget);
  toValueSync(engine.renderer.renderTemplates(parse(kind, source), context, emitter));
  return emitter.buffer;
}

/** The budget error behind a render failure, if a budget is what failed it. */
export function budgetExceededIn(error: unknown): RenderBudgetExceeded | undefined {
  for (let cause: unknown = error, depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof RenderBudgetExceeded) return cause;
    cause =
      (cause as { originalError?: unknown; cause?: unknown }).originalError ?? (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The variables a Liquid text reads from its values (not the ones it assigns or loops over). */
export function templateVariables(kind: NotificationTemplateKind, source: string): string[] {
  return engines[kind].globalVariablesSync(parse(kind, source));
}

/** A rendered plain text tidied: no trailing spaces, at most one empty line between paragraphs. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
