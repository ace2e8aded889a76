import { faqs } from '@/db/schema';
import { loadFaqGroups } from '@/lib/faq/queries';
import { setUpTestDb } from '@/tests/support/test-db';

const t = setUpTestDb();


const faq = (product: string, locale: string, question: string, position: number) => ({ product, locale, question, answer: `${question}: answer`, position });

describe('FAQ groups', () => {
  it('groups questions by product, in the order products were added, each ordered by position', async () => {
    await t.db.insert(faqs).values([
      faq('rc-sistemi', 'pt-BR', 'O que é?', 0),
      faq('rc-sistemi', 'pt-BR', 'Tem suporte?', 2),
      faq('rc-sistemi', 'pt-BR', 'Emite NF-e?', 1),
      faq('vitrine-cms', 'pt-BR', 'Posso mudar o visual?', 0),
    ]);
    const groups = await loadFaqGroups('pt-BR');
    expect(groups.map((g) => [g.product, g.locale, g.items.map((i) => i.question)])).toEqual([
      ['rc-sistemi', 'pt-BR', ['O que é?', 'Emite NF-e?', 'Tem suporte?']],
      ['vitrine-cms', 'pt-BR', ['Posso mudar o visual?']],
    ]);
    expect(groups[0].items[0]).toEqual({ id: expect.any(Number), question: 'O que é?', answer: 'O que é?: answer' });
  });

  it("shows the page's language, and the pt-BR questions of a product that has none in it", async () => {
    await t.db.insert(faqs).values([
      faq('rc-sistemi', 'pt-BR', 'O que é?', 0),
      faq('rc-sistemi', 'en', 'What is it?', 0),
      faq('vitrine-cms', 'pt-BR', 'Posso mudar o visual?', 0),
    ]);
    const english = await loadFaqGroups('en');
    expect(english.map((g) => [g.product, g.locale, g.items.map((i) => i.question)])).toEqual([
      ['rc-sistemi', 'en', ['What is it?']],
      ['vitrine-cms', 'pt-BR', ['Posso mudar o visual?']],
    ]);
    const spanish = await loadFaqGroups('es');
    expect(spanish.map((g) => g.locale)).toEqual(['pt-BR', 'pt-BR']);
  });

  it('falls back to pt-BR, not to another translation, for a language a product has no question in', async () => {
    await t.db.insert(faqs).values([
      faq('rc-sistemi', 'en', 'What is it?', 0),
      faq('rc-sistemi', 'pt-BR', 'O que é?', 0),
      faq('rc-sistemi', 'fr', 'Qu’est-ce que c’est ?', 0),
      faq('rc-sistemi', 'fr', 'Y a-t-il un support ?', 1),
    ]);
    const questions = async (locale: 'fr' | 'ht' | 'es' | 'en' | 'pt-BR') => (await loadFaqGroups(locale)).map((g) => [g.locale, g.items.map((i) => i.question)]);
    expect(await questions('fr')).toEqual([['fr', ['Qu’est-ce que c’est ?', 'Y a-t-il un support ?']]]);
    expect(await questions('en')).toEqual([['en', ['What is it?']]]);
    expect(await questions('ht')).toEqual([['pt-BR', ['O que é?']]]);
    expect(await questions('pt-BR')).toEqual([['pt-BR', ['O que é?']]]);
  });

  it('keeps a product whose questions exist only in another language', async () => {
    await t.db.insert(faqs).values([faq('portal', 'en', 'How do I sign in?', 0)]);
    expect((await loadFaqGroups('fr')).map((g) => [g.product, g.locale])).toEqual([['portal', 'en']]);
  });

  it('is empty when there are no questions', async () => {
    expect(await loadFaqGroups('pt-BR')).toEqual([]);
  });
});
