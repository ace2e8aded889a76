import { classifyReferrer, isOwnHost, sameSitePath, touchOf } from '@/lib/attribution/touch';

const own = ['www.example.com'];
const at = '2026-11-20T12:00:00.000Z';
const touch = (page: string | null, referrer?: string | null) => touchOf({ page, referrer, ownHosts: own, at });

describe('touchOf: utm_* parameters win', () => {
  it('reads source, medium, campaign, term and content from the page, whatever the referrer', () => {
    expect(touch('https://www.example.com/contact?utm_source=newsletter&utm_medium=email&utm_campaign=nov&utm_term=crm&utm_content=top', 'https://www.google.com/')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'nov',
      term: 'crm',
      content: 'top',
      referrer_host: 'www.google.com',
      landing_path: '/contact',
      click_id: false,
      at,
    });
  });

  it('says (not set) for the one of source and medium that is missing', () => {
    expect(touch('/p?utm_source=partner')).toMatchObject({ source: 'partner', medium: '(not set)' });
    expect(touch('/p?utm_medium=cpc')).toMatchObject({ source: '(not set)', medium: 'cpc' });
  });

  it('keeps a campaign without source or medium, classifying by the referrer', () => {
    expect(touch('/p?utm_campaign=spring', 'https://www.bing.com/')).toMatchObject({ source: 'bing', medium: 'organic', campaign: 'spring' });
  });

  it('trims values and caps their length; blanks count as absent', () => {
    const long = 'x'.repeat(300);
    const t = touch(`/p?utm_source=%20%20news%20&utm_medium=&utm_campaign=${long}&utm_term=${long}`);
    expect(t.source).toBe('news');
    expect(t.medium).toBe('(not set)');
    expect(t.campaign).toHaveLength(200);
    expect(t.term).toHaveLength(200);
    expect(touch(`/p?utm_source=${long}`).source).toHaveLength(100);
  });

  it('keeps the page path without its query as the landing path, capped', () => {
    expect(touch('https://www.example.com/blog/post-1?utm_source=x#top').landing_path).toBe('/blog/post-1');
    expect(touch(`/${'a'.repeat(600)}`).landing_path).toHaveLength(500);
  });

  it('flags gclid, fbclid and msclkid without keeping the id', () => {
    for (const id of ['gclid', 'fbclid', 'msclkid']) {
      const t = touch(`/p?${id}=Cj0KCQ-secret`, 'https://www.google.com/');
      expect(t.click_id).toBe(true);
      expect(JSON.stringify(t)).not.toContain('secret');
    }
    expect(touch('/p?ref=1').click_id).toBe(false);
  });

  it('stamps the touch with its time', () => {
    expect(touchOf({ page: '/', ownHosts: own, at: new Date(at) }).at).toBe(at);
  });
});

describe('classifyReferrer', () => {
  const c = (referrer: string | null) => {
    const { source, medium } = classifyReferrer(referrer, own);
    return `${source}/${medium}`;
  };

  it('classifies search engines as organic, named by engine', () => {
    expect(c('https://www.google.com/')).toBe('google/organic');
    expect(c('https://www.google.com.br/search?q=crm')).toBe('google/organic');
    expect(c('https://google.co.uk/')).toBe('google/organic');
    expect(c('https://www.bing.com/')).toBe('bing/organic');
    expect(c('https://duckduckgo.com/')).toBe('duckduckgo/organic');
    expect(c('https://br.search.yahoo.com/')).toBe('yahoo/organic');
    expect(c('https://yandex.ru/')).toBe('yandex/organic');
    expect(c('https://www.baidu.com/')).toBe('baidu/organic');
    expect(c('https://www.ecosia.org/')).toBe('ecosia/organic');
  });

  it('classifies social networks and messengers as social', () => {
    expect(c('https://l.facebook.com/')).toBe('facebook/social');
    expect(c('https://m.facebook.com/')).toBe('facebook/social');
    expect(c('https://www.instagram.com/')).toBe('instagram/social');
    expect(c('https://www.linkedin.com/')).toBe('linkedin/social');
    expect(c('https://t.co/')).toBe('x/social');
    expect(c('https://x.com/')).toBe('x/social');
    expect(c('https://twitter.com/')).toBe('x/social');
    expect(c('https://www.youtube.com/')).toBe('youtube/social');
    expect(c('https://www.tiktok.com/')).toBe('tiktok/social');
    expect(c('https://br.pinterest.com/')).toBe('pinterest/social');
    expect(c('https://web.whatsapp.com/')).toBe('whatsapp/social');
    expect(c('https://out.reddit.com/')).toBe('reddit/social');
  });

  it('classifies webmail as email, before search (mail.google.com is Gmail)', () => {
    expect(c('https://mail.google.com/')).toBe('gmail/email');
    expect(c('https://outlook.live.com/')).toBe('outlook/email');
    expect(c('https://mail.yahoo.com/')).toBe('yahoo/email');
    expect(c('android-app://com.google.android.gm/')).toBe('gmail/email');
  });

  it('names any other site by its host without www., as a referral', () => {
    expect(classifyReferrer('https://www.partner.com.br/links?id=3', own)).toEqual({ source: 'partner.com.br', medium: 'referral', host: 'www.partner.com.br' });
    expect(c('https://blog.partner.com/')).toBe('blog.partner.com/referral');
  });

  it('is direct without a referrer, from the site itself (with or without www.), or for what is no web address', () => {
    expect(classifyReferrer(null, own)).toEqual({ source: 'direct', medium: 'none', host: null });
    expect(c('')).toBe('direct/none');
    expect(c('https://www.example.com/blog')).toBe('direct/none');
    expect(c('https://example.com/blog')).toBe('direct/none');
    expect(c('not a url')).toBe('direct/none');
    expect(c('javascript:alert(1)')).toBe('direct/none');
  });

  it('is not fooled by look-alike hosts', () => {
    expect(c('https://google.evil.com/')).toBe('google.evil.com/referral');
    expect(c('https://notfacebook.com/')).toBe('notfacebook.com/referral');
  });
});

describe('sameSitePath and isOwnHost', () => {
  it('answers the path of a URL of the site, null for another site', () => {
    expect(sameSitePath('https://www.example.com/contact?utm_source=x', own)).toBe('/contact');
    expect(sameSitePath('https://example.com/', own)).toBe('/');
    expect(sameSitePath('https://www.google.com/', own)).toBeNull();
    expect(sameSitePath(null, own)).toBeNull();
    expect(isOwnHost('WWW.EXAMPLE.COM', own)).toBe(true);
  });
});
