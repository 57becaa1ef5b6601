import type { Picture } from '@raiz/domain';

/** A row as a list answers it: with its cover, its first image (null without one). */
export type Listed<T> = T & { cover: Picture | null };
