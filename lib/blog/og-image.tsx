import { ImageResponse } from 'next/og';
import { cachedLiveArticle } from '@/lib/blog/article-page';
import { parseRouteId } from '@/lib/blog/paths';
import { localizedCategory } from '@/lib/categories/localize';
import { readableTextColor } from '@/lib/format/color';
import { shortenText } from '@/lib/format/text';
import { publicLayout } from '@/lib/settings/public';

const size = { width: 1200, height: 630 };
const FALLBACK_BACKGROUND = '#1e3a8a';

/** Characters of a category name that fit on one line of the image (names run up to 80). */
const OG_CATEGORY_MAX = 40;

/**
 * An article's Open Graph image (1200×630 PNG): its title on the colour of its first category, with
 * the category and the site's name. Drawn with next/og's bundled font (no font is downloaded). A
 * plain-text 404 when the article is not live.
 */
export async function articleOgImage(routeId: string): Promise<Response> {
  const id = parseRouteId(routeId);
  const article = id === null ? null : await cachedLiveArticle(id);
  if (!article) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

  const category = article.categories[0];
  const background = category?.backgroundColor ?? FALLBACK_BACKGROUND;
  const color = readableTextColor(background);
  const title = article.title.length > 140 ? `${article.title.slice(0, 139)}…` : article.title;
  const { companyName } = await publicLayout();

  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          background,
          color,
        }}
      >
        <div style={{ display: 'flex' }}>
          {category && (
            <div
              style={{
                display: 'flex',
                fontSize: 30,
                padding: '8px 24px',
                borderRadius: 999,
                border: `3px solid ${color}`,
              }}
            >
              {shortenText(localizedCategory(category, article.locale).name, OG_CATEGORY_MAX)}
            </div>
          )}
        </div>
        <div style={{ display: 'flex', fontSize: title.length > 80 ? 56 : 68, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: 30 }}>
          <div style={{ display: 'flex', fontWeight: 700 }}>{companyName}</div>
          {article.author && <div style={{ display: 'flex' }}>{article.author.name}</div>}
        </div>
      </div>
    ),
    { ...size, headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' } },
  );
}
