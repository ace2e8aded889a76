import { describeDevice, parseUserAgent } from '@/lib/auth/user-agent';

const agents = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  samsungAndroid: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefoxIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko',
  curl: 'curl/8.5.0',
};

describe('parseUserAgent', () => {
  it.each([
    ['chromeLinux', 'Chrome', 'Linux'],
    ['headlessChrome', 'Chrome', 'Linux'],
    ['edgeWindows', 'Edge', 'Windows'],
    ['firefoxWindows', 'Firefox', 'Windows'],
    ['safariMac', 'Safari', 'macOS'],
    ['safariIphone', 'Safari', 'iOS'],
    ['chromeIphone', 'Chrome', 'iOS'],
    ['chromeAndroid', 'Chrome', 'Android'],
    ['samsungAndroid', 'Samsung Internet', 'Android'],
    ['operaMac', 'Opera', 'macOS'],
    ['firefoxIphone', 'Firefox', 'iOS'],
    ['chromebook', 'Chrome', 'ChromeOS'],
    ['ie11', 'Internet Explorer', 'Windows'],
    ['curl', 'curl', null],
  ] as const)('reads %s as %s on %s', (name, browser, os) => {
    expect(parseUserAgent(agents[name])).toEqual({ browser, os });
  });

  it('answers nothing for a missing, blank or unknown agent', () => {
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null });
    expect(parseUserAgent(undefined)).toEqual({ browser: null, os: null });
    expect(parseUserAgent('   ')).toEqual({ browser: null, os: null });
    expect(parseUserAgent('SomethingElse/1.0')).toEqual({ browser: null, os: null });
  });
});

describe('describeDevice', () => {
  it('says "browser on system" when both are known, or whichever is known', () => {
    expect(describeDevice(agents.chromeLinux)).toBe('Chrome on Linux');
    expect(describeDevice(agents.safariIphone)).toBe('Safari on iOS');
    expect(describeDevice(agents.curl)).toBe('curl');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux');
    expect(describeDevice('')).toBeNull();
  });
});
