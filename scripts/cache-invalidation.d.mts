export function pageGeneration(): number;
export function dropPageCopies(): void;
export function provideTagExpiry(fn: (tags: string[]) => Promise<void>): void;
export function expireTags(tags: string[]): Promise<boolean>;
