// The blocks of a mail a centre switches on or off (decision 051): text shown only when a value is
// filled in, stored as `{% if variable != blank %}…{% endif %}`.

/** Variables that are often empty, so a mail can say something only when they are filled in. */
const optionalVariables = ['note'] as const;

/** The Liquid condition of a block shown only when `variable` is filled in. */
export function conditionOfVariable(variable: string): string {
  return `${variable} != blank`;
}

/** The variable of a `variable != blank` condition, if it is one. */
export function variableOfCondition(condition: string): string | undefined {
  return /^([A-Za-z_]\w*)\s*!=\s*blank$/.exec(condition.trim())?.[1];
}

/** The event's variables that get a switch in the editor. */
export function optionalVariablesOf(variables: readonly string[]): string[] {
  return optionalVariables.filter((variable) => variables.includes(variable));
}
