// Nothing imports this file.
export const orphan = 1;
