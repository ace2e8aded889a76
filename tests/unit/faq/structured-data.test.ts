import { faqPageJsonLd } from '@/lib/faq/structured-data';

const item = (id: number, question: string) => ({ id, question, answer: `${question}: answer` });

describe('the FAQ page’s FAQPage data', () => {
  it('holds the page’s questions in the page’s language', () => {
    const data = faqPageJsonLd([{ product: 'rc-sistemi', locale: 'en', items: [item(1, 'What is it?'), item(2, 'Is there support?')] }], 'en');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'en',
      mainEntity: [
        { '@type': 'Question', name: 'What is it?', acceptedAnswer: { '@type': 'Answer', text: 'What is it?: answer' } },
        { '@type': 'Question', name: 'Is there support?', acceptedAnswer: { '@type': 'Answer', text: 'Is there support?: answer' } },
      ],
    });
  });

  it('marks the questions of a product shown in pt-BR (none in the page’s language) with their language', () => {
    const data = faqPageJsonLd(
      [
        { product: 'rc-sistemi', locale: 'es', items: [item(1, '¿Qué es?')] },
        { product: 'vitrine-cms', locale: 'pt-BR', items: [item(2, 'Posso mudar o visual?')] },
      ],
      'es',
    );
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: '¿Qué es?', acceptedAnswer: { '@type': 'Answer', text: '¿Qué es?: answer' } },
      {
        '@type': 'Question',
        name: 'Posso mudar o visual?',
        inLanguage: 'pt-BR',
        acceptedAnswer: { '@type': 'Answer', text: 'Posso mudar o visual?: answer', inLanguage: 'pt-BR' },
      },
    ]);
  });
});
