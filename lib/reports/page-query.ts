import type { z } from 'zod';
import { searchParamsObject } from '@/lib/core/search-params';
import { dashboardQuerySchema, type PostSortKey, type SortDirection, type TranslationView } from './schema';

/**
 * The post table's sort, direction, page and translation view from the dashboard page's URL, read by the schema the
 * API reads them with. Where the API answers 422, the page keeps showing a report: a value the
 * schema refuses takes its default (reads, newest-first direction, page 1, translations separate).
 */
export function dashboardPostsQuery(params: Record<string, string | string[] | undefined>): {
  sort: PostSortKey;
  dir: SortDirection;
  page: number;
  translations: TranslationView;
} {
  const raw = searchParamsObject(params);
  const { shape } = dashboardQuerySchema;
  const valid = <T>(schema: z.ZodType<T>, value: string | undefined): T | undefined => {
    const parsed = schema.safeParse(value || undefined);
    return parsed.success ? parsed.data : undefined;
  };
  const sort = valid(shape.sort, raw.sort) ?? 'reads';
  const dir = valid(shape.dir, raw.dir) ?? (sort === 'title' ? 'asc' : 'desc');
  return { sort, dir, page: valid(shape.page, raw.page) ?? 1, translations: valid(shape.translations, raw.translations) ?? 'separate' };
}
