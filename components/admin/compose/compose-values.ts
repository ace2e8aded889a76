import type { Locale } from '@/i18n/routing';
import type { ComposeArticle } from '@/lib/articles/compose';
import type { ArticleInput } from '@/lib/articles/schema';

/** The form's fields as the inputs hold them (strings); toInput turns them into the schema's input. */
export type FormValues = {
  title: string;
  content: string;
  categories: number[];
  image: string;
  excerpt: string;
  seo_title: string;
  seo_description: string;
  language: string;
  featured: boolean;
  author_id: string;
  /** A datetime-local value in the browser's zone, or ''. */
  published_at: string;
};
export type Field = keyof FormValues;

/** What the editor keeps of the saved article: where it lives (its language decides its public address) and its publication state. */
export type ArticleMeta = Pick<ComposeArticle, 'id' | 'uniqueKey' | 'status' | 'scheduled' | 'publishedAt' | 'author' | 'language' | 'version'> &
  Partial<Pick<ComposeArticle, 'review'>>;

export function metaOf(article: ArticleMeta): ArticleMeta {
  const { id, uniqueKey, status, scheduled, publishedAt, author, language, version, review } = article;
  return { id, uniqueKey, status, scheduled, publishedAt, author, language, version, review };
}

/** draft: "Save draft"; publish: "Publish"; update: "Update" of a published article; autosave: a draft, silently. */
export type Intent = 'draft' | 'publish' | 'update' | 'autosave';

// Catalogue keys of the language names (each written in its own language), as the language switcher has them.
export const languageKey = { 'pt-BR': 'ptBR', en: 'en', es: 'es', fr: 'fr', ht: 'ht' } as const satisfies Record<Locale, string>;

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** An ISO date as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function valuesOf(article: ComposeArticle | null, currentUserId: number, authorsShown: boolean): FormValues {
  return {
    title: article?.title ?? '',
    content: article?.content ?? '',
    categories: article?.categories ?? [],
    image: article?.image ?? '',
    excerpt: article?.excerpt ?? '',
    seo_title: article?.seoTitle ?? '',
    seo_description: article?.seoDescription ?? '',
    language: article?.language ?? 'pt-BR',
    featured: article?.featured ?? false,
    author_id: authorsShown ? String(article ? (article.author?.id ?? '') : currentUserId) : '',
    // Set after mount: the browser's zone is not known while rendering on the server.
    published_at: '',
  };
}

/** The request the action and the API take. `update` keeps the stored status; the others set it. */
export function toInput(values: FormValues, intent: Intent, authorsShown: boolean): ArticleInput {
  return {
    title: values.title,
    content: values.content,
    categories: values.categories,
    image: values.image || null,
    excerpt: values.excerpt,
    seo_title: values.seo_title,
    seo_description: values.seo_description,
    language: values.language as ArticleInput['language'],
    featured: values.featured,
    ...(authorsShown && values.author_id ? { author_id: Number(values.author_id) } : {}),
    ...(values.published_at ? { published_at: new Date(values.published_at).toISOString() } : {}),
    ...(intent === 'update' ? {} : { status: intent === 'publish' ? 'published' : 'draft' }),
  };
}

/** The visible text of the editor's HTML, for the SEO description's placeholder. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isFuture(localValue: string): boolean {
  return localValue !== '' && new Date(localValue).getTime() > Date.now();
}

/** The author select's options: the assignable users, plus the current author if no longer among them. */
export function authorOptions(authors: { id: number; name: string }[], current: { id: number; name: string } | null) {
  const list = current && !authors.some((a) => a.id === current.id) ? [current, ...authors] : authors;
  return list.map((a) => ({ value: String(a.id), label: a.name }));
}
