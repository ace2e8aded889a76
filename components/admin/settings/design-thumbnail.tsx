'use client';

import { useEffect, useRef, useState } from 'react';

/** The width the page is drawn at before it is scaled down: a laptop screen. */
const PAGE_WIDTH = 1280;
const PAGE_HEIGHT = 800;

/**
 * A live, scaled-down view of a public page: the page is drawn in an iframe at laptop width and
 * shrunk to the card. Inert (no focus, no clicks, hidden from assistive technology): the card's
 * own text and link say what it shows.
 */
export function DesignThumbnail({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.25);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setScale(element.clientWidth / PAGE_WIDTH || 0.25);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={frame} inert className="relative aspect-[16/10] w-full overflow-hidden rounded-md border border-border bg-surface">
      {/* sandbox="": the public page's scripts (the SEO entries' among them) never run here, next to the back office. */}
      <iframe
        src={src}
        title={title}
        sandbox=""
        loading="lazy"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-0 origin-top-left border-0"
        style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT, transform: `scale(${scale})` }}
      />
    </div>
  );
}
