import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Finds which tables the API's source declares and which it writes, with the TypeScript compiler:
// a write's table is read from the type of the expression written to (a Drizzle table's type
// carries its SQL name), so it is found through variables, loops and unions as well as by name.

/** The API's source folder; every path below is relative to it, with forward slashes. */
export const apiSourceRoot = path.resolve(import.meta.dirname, '../../src');

/** What a statement does to a table. */
export type WriteKind = 'insert' | 'update' | 'delete' | 'truncate';

/** A table declared with `pgTable`, and the part of the source that declares it. */
export interface TableDeclaration {
  table: string;
  file: string;
  owner: string;
}

/** One write found in the source; `table` is undefined when the source does not say which. */
export interface TableWrite {
  file: string;
  line: number;
  writer: string;
  kind: WriteKind;
  table: string | undefined;
}

/**
 * The part of the API a file belongs to: `modules/<name>/…` is the module `<name>`,
 * `platform/<name>/…` is `platform/<name>`, anything else its top folder (or `app` at the top).
 */
export function ownerOf(file: string): string {
  const [top, name, ...rest] = file.split('/');
  if (top === 'modules' && rest.length > 0) return name!;
  if (top === 'platform' && rest.length > 0) return `platform/${name}`;
  return name === undefined ? 'app' : top!;
}

/** Every TypeScript file under the API's source folder (relative paths). */
export function listSourceFiles(): string[] {
  return readdirSync(apiSourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * A program over these source files (relative paths), with the API's compiler options. `planted`
 * adds files that exist only in memory (relative path → text), for checking the check itself.
 */
export function createSourceProgram(files: readonly string[], planted: Record<string, string> = {}): ts.Program {
  const configFile = path.resolve(apiSourceRoot, '../tsconfig.json');
  const config = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configFile));
  const plantedByPath = new Map(Object.entries(planted).map(([file, text]) => [absolute(file), text]));
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => plantedByPath.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = (file) => plantedByPath.has(path.resolve(file)) || fileExists(file);
  const rootNames = [...files, ...Object.keys(planted)].map(absolute);
  return ts.createProgram({ rootNames, options: { ...options, noEmit: true }, host });
}

function absolute(file: string): string {
  return path.resolve(apiSourceRoot, file);
}

function relative(sourceFile: ts.SourceFile): string {
  return path.relative(apiSourceRoot, sourceFile.fileName).split(path.sep).join('/');
}

/** The tables declared by `pgTable('name', …)` in these files (an imported alias of it included). */
export function findTableDeclarations(program: ts.Program, files: readonly string[]): TableDeclaration[] {
  const checker = program.getTypeChecker();
  const declarations: TableDeclaration[] = [];
  for (const sourceFile of sourceFilesOf(program, files)) {
    const file = relative(sourceFile);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && refersTo(checker, node.expression, 'pgTable')) {
        const [name] = node.arguments;
        if (name && ts.isStringLiteralLike(name)) declarations.push({ table: name.text, file, owner: ownerOf(file) });
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return declarations;
}

/** Whether an identifier stands for the export of this name, under whatever name it was imported. */
function refersTo(checker: ts.TypeChecker, expression: ts.Expression, exportName: string): boolean {
  if (!ts.isIdentifier(expression)) return false;
  const symbol = checker.getSymbolAtLocation(expression);
  if (!symbol) return false;
  const original = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return original.name === exportName;
}

/**
 * Every write in these files: Drizzle's `insert(table)`, `update(table)` and `delete(table)`, and
 * `insert into`, `update`, `delete from` and `truncate` in raw SQL (`sql` templates, `sql.raw(…)`,
 * and text handed straight to a driver's `query`/`execute`/`exec`).
 */
export function findTableWrites(program: ts.Program, files: readonly string[]): TableWrite[] {
  const checker = program.getTypeChecker();
  const writes: TableWrite[] = [];
  for (const sourceFile of sourceFilesOf(program, files)) {
    // Every write names its verb somewhere in the file's text; a file that never does writes nothing.
    if (!/insert|update|delete|truncate/i.test(sourceFile.text)) continue;
    const file = relative(sourceFile);
    const record = (node: ts.Node, kind: WriteKind, tables: (string | undefined)[]): void => {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      for (const table of tables) writes.push({ file, line: line + 1, writer: ownerOf(file), kind, table });
    };
    const visit = (node: ts.Node): void => {
      const builderWrite = drizzleWrite(checker, node);
      if (builderWrite) record(node, builderWrite.kind, builderWrite.tables);
      for (const statement of rawSqlWrites(checker, node)) record(node, statement.kind, statement.tables);
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return writes;
}

function sourceFilesOf(program: ts.Program, files: readonly string[]): ts.SourceFile[] {
  return files.map((file) => {
    const sourceFile = program.getSourceFile(absolute(file));
    if (!sourceFile) throw new Error(`${file} is not in the program`);
    return sourceFile;
  });
}

const builderWrites: Record<string, WriteKind> = { insert: 'insert', update: 'update', delete: 'delete' };

/** `….insert(x)`, `….update(x)`, `….delete(x)` where x is a Drizzle table (a Map's delete is not). */
function drizzleWrite(
  checker: ts.TypeChecker,
  node: ts.Node,
): { kind: WriteKind; tables: (string | undefined)[] } | undefined {
  if (!ts.isCallExpression(node)) return undefined;
  const kind = builderWrites[calledMethod(node) ?? ''];
  const [target] = node.arguments;
  if (!kind || !target || node.arguments.length !== 1) return undefined;
  const tables = tableNamesOf(checker, target);
  return tables ? { kind, tables } : undefined;
}

/** The name of the method a call calls, as `x.name(…)` or `x['name'](…)`. */
function calledMethod(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  if (ts.isElementAccessExpression(callee) && ts.isStringLiteralLike(callee.argumentExpression)) {
    return callee.argumentExpression.text;
  }
  return undefined;
}

/**
 * The SQL names of the table(s) an expression's type says it is: one per member of a union, an
 * undefined name for a table type whose name is not known (a generic `PgTable`), and undefined
 * when the expression is not a table at all.
 */
function tableNamesOf(checker: ts.TypeChecker, expression: ts.Expression): (string | undefined)[] | undefined {
  const type = checker.getTypeAtLocation(expression);
  const members = type.isUnion() ? type.types : [type];
  const names: (string | undefined)[] = [];
  for (const member of members) {
    const config = propertyType(checker, member, '_', expression);
    const brand = config && propertyType(checker, config, 'brand', expression);
    if (!config || !brand?.isStringLiteral() || brand.value !== 'Table') return undefined;
    const name = propertyType(checker, config, 'name', expression);
    names.push(name?.isStringLiteral() ? name.value : undefined);
  }
  return names.length > 0 ? names : undefined;
}

function propertyType(checker: ts.TypeChecker, type: ts.Type, name: string, at: ts.Node): ts.Type | undefined {
  const property = type.getProperty(name);
  return property && checker.getTypeOfSymbolAtLocation(property, at);
}

/** Calls whose first argument is raw SQL text. */
const rawSqlCalls = new Set(['raw', 'query', 'execute', 'exec']);

/** Placeholders stand for a template's `${…}` in the text scanned; NUL never occurs in SQL text. */
const placeholder = (index: number): string => `\u0000${index}\u0000`;
const placeholderPattern = String.raw`\u0000\d+\u0000`;
const namePattern = String.raw`(?:"[^"]+"|[a-z_][a-z0-9_$]*)`;
const targetPattern = `(?:${placeholderPattern}|${namePattern}(?:\\s*\\.\\s*${namePattern})?)`;
// `do update set`, `for update`, `for no key update` and `on update cascade` write no table of their own.
const verbPattern = String.raw`insert\s+into|(?<!\b(?:do|for|key|on)\s+)update|delete\s+from|truncate(?:\s+table)?`;
const writeStatement = new RegExp(
  String.raw`\b(${verbPattern})\s+(?:only\s+)?(${targetPattern}(?:\s*,\s*${targetPattern})*)`,
  'gi',
);

/** The writes in one piece of raw SQL: an `sql` template, or text given to a raw-SQL call. */
function rawSqlWrites(checker: ts.TypeChecker, node: ts.Node): { kind: WriteKind; tables: (string | undefined)[] }[] {
  const raw = rawSqlOf(checker, node);
  if (!raw) return [];
  return [...raw.text.matchAll(writeStatement)].map(([, verb, targets]) => ({
    kind: verb!.toLowerCase().split(/\s+/)[0] as WriteKind,
    tables: targets!.split(/\s*,\s*/).flatMap((target) => tablesOfTarget(checker, target, raw.values)),
  }));
}

/** The text of raw SQL, with placeholders for its values: an `sql` template, `sql.raw(…)`, `query(…)`… */
function rawSqlOf(
  checker: ts.TypeChecker,
  node: ts.Node,
): { text: string; values: readonly ts.Expression[] } | undefined {
  if (ts.isTaggedTemplateExpression(node)) {
    return refersTo(checker, node.tag, 'sql') ? templateText(node.template) : undefined;
  }
  if (!ts.isCallExpression(node) || !rawSqlCalls.has(calledMethod(node) ?? '')) return undefined;
  const [text] = node.arguments;
  if (text && ts.isStringLiteralLike(text)) return { text: text.text, values: [] };
  return text && ts.isTemplateExpression(text) ? templateText(text) : undefined;
}

/** The table(s) a statement names: a `${table}` by its type, a name as written (schema left off). */
function tablesOfTarget(
  checker: ts.TypeChecker,
  target: string,
  values: readonly ts.Expression[],
): (string | undefined)[] {
  const value = new RegExp(String.raw`^\u0000(\d+)\u0000$`).exec(target);
  if (value) return tableNamesOf(checker, values[Number(value[1])]!) ?? [undefined];
  const name = target.split(/\s*\.\s*/).at(-1)!;
  return [name.startsWith('"') ? name.slice(1, -1) : name.toLowerCase()];
}

function templateText(template: ts.TemplateLiteral): { text: string; values: readonly ts.Expression[] } {
  if (ts.isNoSubstitutionTemplateLiteral(template)) return { text: template.text, values: [] };
  const text = template.templateSpans.reduce(
    (sum, span, index) => sum + placeholder(index) + span.literal.text,
    template.head.text,
  );
  return { text, values: template.templateSpans.map((span) => span.expression) };
}
