import { ReadRateLimiter } from '@/lib/abuse/read-limiter';
import { isBotUserAgent } from '@/lib/blog/reads';

const readers = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0]',
];

const bots = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)',
  'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
  'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Twitterbot/1.0',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'WhatsApp/2.23.20.0',
  'TelegramBot (like TwitterBot)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
  'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)',
  'ia_archiver (+http://www.alexa.com/site/help/webmasters; crawler@alexa.com)',
  'curl/8.5.0',
  'Wget/1.21.4',
  'python-requests/2.32.3',
  'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
  'Go-http-client/2.0',
  'UptimeRobot/2.0 (http://www.uptimerobot.com/)',
  'Pingdom.com_bot_version_1.4_(http://www.pingdom.com/)',
];

describe('isBotUserAgent', () => {
  it.each(readers)('counts a reader: %s', (ua) => {
    expect(isBotUserAgent(ua)).toBe(false);
  });

  it.each(bots)('does not count a bot: %s', (ua) => {
    expect(isBotUserAgent(ua)).toBe(true);
  });

  it('treats a missing or blank user agent as a bot', () => {
    expect(isBotUserAgent(null)).toBe(true);
    expect(isBotUserAgent(undefined)).toBe(true);
    expect(isBotUserAgent('')).toBe(true);
    expect(isBotUserAgent('   ')).toBe(true);
  });
});

describe('ReadRateLimiter', () => {
  it('lets an address through up to the limit within the window, then again after it', () => {
    const limiter = new ReadRateLimiter({ max: 3, windowMs: 60_000 });
    const t0 = 1_000_000;
    expect([1, 2, 3].map((i) => limiter.allow('198.51.100.1', t0 + i))).toEqual([true, true, true]);
    expect(limiter.allow('198.51.100.1', t0 + 10)).toBe(false);
    expect(limiter.retryAfterMs('198.51.100.1', t0 + 10)).toBeGreaterThan(0);
    // Another address has its own budget.
    expect(limiter.allow('198.51.100.2', t0 + 10)).toBe(true);
    // A new window starts once the old one has passed.
    expect(limiter.allow('198.51.100.1', t0 + 1 + 60_000)).toBe(true);
  });
});
