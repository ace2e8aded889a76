'use client';

import { createContext, useContext, type ReactNode } from 'react';

// Whether the signed-in user may browse the media library (grant `media`). The picker's list needs it,
// while uploading an image is open to more screens (a plain user's own photo): without the grant an
// image field keeps only its upload. The server checks the grant on every call regardless.
const MediaLibraryAccess = createContext(false);

export function MediaLibraryAccessProvider({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return <MediaLibraryAccess.Provider value={allowed}>{children}</MediaLibraryAccess.Provider>;
}

export const useMediaLibraryAccess = () => useContext(MediaLibraryAccess);

// The language of the content being edited (a page's), for the fields deep in its form that insert
// library images: their alt text is the file's in that language.
const ContentLanguage = createContext<string | null>(null);

export function ContentLanguageProvider({ language, children }: { language: string; children: ReactNode }) {
  return <ContentLanguage.Provider value={language}>{children}</ContentLanguage.Provider>;
}

export const useContentLanguage = () => useContext(ContentLanguage);
