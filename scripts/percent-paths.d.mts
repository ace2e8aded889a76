export function unroutablePath(target: string): null | { status: 307; location: string } | { status: 400 };
