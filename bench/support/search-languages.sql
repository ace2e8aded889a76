-- psql "$DATABASE_URL" -f bench/support/search-languages.sql, after `npm run db:seed:scale`:
-- spreads the scale seed's articles over the site's languages (50% pt-BR, 30% en, 10% es, 5% fr,
-- 5% ht) and gives every body 300–1,500 distinct pseudo-words after its topic sentence, so search
-- documents are as large as a real article's (~14 kB, TOASTed) rather than one repeated word
-- (bench/search-plan.ts, bench/README.md). Rewrites every article: minutes at 10,000. Each
-- statement commits on its own (psql -f), so VACUUM can run.
with t as (select array['cloud','sales','inventory','marketing','design','people','data','security','logistics','finance','support','innovation'] en)
update articles a set locale = 'en', title = 'Scale article ' || a.id,
  content = '<p>About ' || t.en[1 + a.id % 12] || ' and ' || t.en[1 + (a.id / 12) % 12] || ' companies.</p>'
from t where a.id % 10 in (1, 2, 3) and a.unique_key like 'scale-%';
with t as (select array['nube','ventas','inventario','marketing','diseño','personas','datos','seguridad','logística','finanzas','atención','innovación'] es)
update articles a set locale = 'es', title = 'Artículo de escala ' || a.id,
  content = '<p>Sobre ' || t.es[1 + a.id % 12] || ' y ' || t.es[1 + (a.id / 12) % 12] || ' empresas.</p>'
from t where a.id % 10 = 4 and a.unique_key like 'scale-%';
update articles set locale = 'fr' where id % 20 = 5 and unique_key like 'scale-%';
update articles set locale = 'ht' where id % 20 = 15 and unique_key like 'scale-%';
update articles a set content = split_part(a.content, '</p>', 1) || '</p><p>'
  || (select string_agg(substr(md5(a.id::text || '-' || g), 1 + g % 7, 4 + g % 6), ' ') from generate_series(1, 300 + (a.id * 37) % 1200) g) || '</p>'
where a.unique_key like 'scale-%';
vacuum analyze articles;
select locale, count(*) as articles, avg(pg_column_size(search))::int as document_bytes from articles group by 1 order by 2 desc;
