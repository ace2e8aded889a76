'use client';

import { useEffect } from 'react';

/**
 * Turns a video facade (lib/articles/rich-render.ts) into the player when its button is clicked:
 * one listener on the document for every video of the article, and nothing loaded before the click.
 * The player gets the button's title and the keyboard focus.
 */
export function VideoFacades() {
  useEffect(() => {
    function play(event: MouseEvent) {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[data-video-play]') : null;
      const src = button?.dataset.videoSrc;
      const box = button?.parentElement;
      if (!button || !src || !box || !/^https:\/\/(?:www\.youtube-nocookie\.com|player\.vimeo\.com)\//.test(src)) return;
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = button.dataset.videoTitle ?? '';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      frame.allowFullscreen = true;
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      frame.setAttribute('data-rich', 'video-frame');
      button.replaceWith(frame);
      frame.focus();
    }
    document.addEventListener('click', play);
    return () => document.removeEventListener('click', play);
  }, []);
  return null;
}
