import { unroutablePath } from '../../server/percent-paths.mjs';

// The production server's guard against addresses Next cannot route (server/server.mjs).
describe('unroutablePath', () => {
  it('hands ordinary and accented addresses to Next', () => {
    expect(unroutablePath('/list-article-results/gest%C3%A3o')).toBeNull();
    expect(unroutablePath('/en/list-article-results/transforma%C3%A7%C3%A3o?page=2')).toBeNull();
    expect(unroutablePath('/post/como-escolher/42')).toBeNull();
    // A percent in the query is fine: only the path goes through the locale rewrite.
    expect(unroutablePath('/list-article-results?q=100%25')).toBeNull();
  });

  it('sends a search term holding a percent to ?q=, decoded once', () => {
    expect(unroutablePath('/list-article-results/100%25')).toEqual({ status: 307, location: '/list-article-results?q=100%25' });
    expect(unroutablePath('/en/list-article-results/%2541?category=3')).toEqual({
      status: 307,
      location: '/en/list-article-results?category=3&q=%2541',
    });
  });

  it('searches a malformed term as the text typed instead of failing', () => {
    const answer = unroutablePath('/list-article-results/%E0%A4%A');
    expect(answer).toEqual({ status: 307, location: '/list-article-results?q=%25E0%25A4%25A' });
    expect(new URLSearchParams((answer as { location: string }).location.split('?')[1]).get('q')).toBe('%E0%A4%A');
  });

  it('answers 400, not a server error, for another malformed path', () => {
    expect(unroutablePath('/post/%E0%A4%A/1')).toEqual({ status: 400 });
    expect(unroutablePath('/faq/100%')).toEqual({ status: 400 });
    expect(unroutablePath('/blog%25')).toEqual({ status: 400 });
  });
});
