import type { ImageAsset } from './schemas/fields';
import type { RouteKey } from './navigation';
import { readData } from './data';

/**
 * The picture behind each section's hero, in content/data/heroes.json, shaped
 * by content/schemas/heroes.ts. A page uses its own entry if it has one,
 * otherwise its section's.
 */
export const heroImages: Partial<Record<RouteKey, ImageAsset>> = readData('heroes.json').heroImages;
