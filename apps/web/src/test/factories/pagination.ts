import type { z } from 'zod';
import type { paginationLinksSchema, paginationMetaSchema } from '@volunteerly/contracts/json-api-schemas';

type Pagination = z.infer<typeof paginationMetaSchema>;

/** Pagination meta of a list page: one page holding all the rows unless page, size or total say otherwise. */
export function buildPagination(
  rows: number,
  options: { page?: number; pageSize?: number; total?: number } = {},
): Pagination {
  const pageSize = options.pageSize ?? 25;
  const total = options.total ?? rows;
  return { page: options.page ?? 1, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** The first/prev/next/last links a list document carries for its pagination. */
export function buildPaginationLinks(path: string, pagination: Pagination): z.infer<typeof paginationLinksSchema> {
  const at = (page: number) => `${path}?page[number]=${page}&page[size]=${pagination.pageSize}`;
  return {
    self: at(pagination.page),
    first: at(1),
    prev: pagination.page > 1 ? at(pagination.page - 1) : null,
    next: pagination.page < pagination.totalPages ? at(pagination.page + 1) : null,
    last: at(pagination.totalPages),
  };
}
