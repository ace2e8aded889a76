import { contrastRatio, isLightColor, luminance, parseHexColor, readableTextColor } from '@/lib/format/color';

describe('luminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
  });

  it('reads #rgb like #rrggbb, in any case', () => {
    expect(luminance('#f80')).toBeCloseTo(luminance('#FF8800'), 10);
    expect(parseHexColor('#0aF')).toEqual([0, 170, 255]);
  });

  it('follows the WCAG formula', () => {
    expect(luminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(luminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });

  it('refuses invalid colours', () => {
    for (const bad of ['', 'fff', '#ff', '#ffff', '#gggggg', '#1234567', 'red', ' #fff']) {
      expect(() => luminance(bad)).toThrow(TypeError);
    }
  });
});

describe('isLightColor and readableTextColor', () => {
  it('call a colour light only above 0.6 luminance', () => {
    expect(isLightColor('#ffffff')).toBe(true);
    expect(isLightColor('#ffff00')).toBe(true); // 0.93
    expect(isLightColor('#cccccc')).toBe(true); // 0.60
    expect(isLightColor('#c8c8c8')).toBe(false); // 0.58
    expect(isLightColor('#808080')).toBe(false);
    expect(isLightColor('#000')).toBe(false);
  });

  it('choose black text on light backgrounds and white text otherwise', () => {
    expect(readableTextColor('#fff')).toBe('#000000');
    expect(readableTextColor('#1e3a8a')).toBe('#ffffff');
    expect(readableTextColor('#c8c8c8')).toBe('#ffffff');
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });
});
