import { describe, expect, it } from 'vitest';
import { readImports, type SourceImport } from './source-imports.ts';

// Services take domain input in camelCase; a route converts the wire's shape with the functions of
// its module's *.request-schemas.ts (CONTRIBUTING, issue 30). A service or repository that imports
// a request schema, even for a type, would read the request's snake_case again.

/** The imports of request schemas by services and repositories. */
function requestShapesInTheDomain(imports: readonly SourceImport[]): string[] {
  return imports
    .filter(({ from }) => /\.(service|repository)\.ts$/.test(from))
    .filter(({ to }) => to.endsWith('.request-schemas.ts'))
    .map(({ from, to }) => `${from} imports ${to}`);
}

describe('services and the shape of requests', () => {
  it('take no request schema: every route converts the body before calling its service', () => {
    expect(requestShapesInTheDomain(readImports(['apps/api/src']))).toEqual([]);
  });

  it('names a service that imports a request schema, even for a type (planted)', () => {
    const planted: SourceImport[] = [
      {
        from: 'apps/api/src/modules/vacancies/vacancy-editing.service.ts',
        to: 'apps/api/src/modules/vacancies/vacancies.request-schemas.ts',
        typeOnly: true,
      },
      {
        from: 'apps/api/src/modules/vacancies/routes/create-vacancy.ts',
        to: 'apps/api/src/modules/vacancies/vacancies.request-schemas.ts',
        typeOnly: false,
      },
    ];
    expect(requestShapesInTheDomain(planted)).toEqual([
      'apps/api/src/modules/vacancies/vacancy-editing.service.ts imports apps/api/src/modules/vacancies/vacancies.request-schemas.ts',
    ]);
  });
});
