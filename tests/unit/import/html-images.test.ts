import { imagesOf, resolveImages, zipPathOf } from '@/lib/import/html-images';

describe('images in imported bodies', () => {
  it('finds the path inside an uploads zip from the URL', () => {
    expect(zipPathOf('https://wp.example.test/wp-content/uploads/2013/03/photo.jpg?w=300')).toBe('2013/03/photo.jpg');
    expect(zipPathOf('https://i0.wp.com/wp.example.test/wp-content/uploads/2013/03/caf%C3%A9.jpg')).toBe('2013/03/café.jpg');
    expect(zipPathOf('https://demo.files.wordpress.com/2013/03/photo-150x150.jpg')).toBe('2013/03/photo-150x150.jpg');
    expect(zipPathOf('/content/images/size/w600/2024/01/quay.jpg')).toBe('size/w600/2024/01/quay.jpg');
    expect(zipPathOf('https://cdn.example.test/photo.jpg')).toBeNull();
  });

  it('lists each image once, resolved against the site, with its alt or the one the source knows', () => {
    const html =
      '<p><img src="/wp-content/uploads/a.jpg" alt=" A &amp; B "><img src=\'https://wp.example.test/wp-content/uploads/a.jpg\'>' +
      '<img src=https://cdn.example.test/b.png><img alt="no source"><img src="data:image/png;base64,AAAA"><img src="javascript:alert(1)"></p>';
    expect(imagesOf(html, 'https://wp.example.test', (url) => (url.includes('cdn') ? 'From the library' : null))).toEqual([
      { url: 'https://wp.example.test/wp-content/uploads/a.jpg', zipPath: 'a.jpg', alt: 'A & B' },
      { url: 'https://cdn.example.test/b.png', zipPath: null, alt: 'From the library' },
    ]);
  });

  it('writes absolute sources and known alt text into the tags, keeping alt text already there', () => {
    const altFor = () => 'Known "alt" & more';
    expect(resolveImages("<img src='/a.jpg' />", 'https://old.test', altFor)).toBe('<img src="https://old.test/a.jpg" alt="Known &quot;alt&quot; &amp; more" />');
    expect(resolveImages('<img alt="" src=b.jpg>', 'https://old.test/blog/', altFor)).toBe('<img alt="Known &quot;alt&quot; &amp; more" src="https://old.test/blog/b.jpg">');
    expect(resolveImages('<img src="https://x.test/c.jpg" alt="Mine">', 'https://old.test', altFor)).toBe('<img src="https://x.test/c.jpg" alt="Mine">');
    expect(resolveImages('<img src="data:image/png;base64,AA">', 'https://old.test', altFor)).toBe('<img src="data:image/png;base64,AA">');
    // A root-relative source stays as it is when the old site is unknown (a Ghost export).
    expect(resolveImages('<img src="/content/images/d.jpg">', '')).toBe('<img src="/content/images/d.jpg">');
  });
});
