import heroesData from './data/heroes.json';
import type { ImageKey } from './images';
import type { RouteKey } from './navigation';
import { heroesFile } from './schemas/heroes';

/**
 * The picture behind each section's hero, in content/data/heroes.json, shaped
 * by content/schemas/heroes.ts. A page uses its own entry if it has one,
 * otherwise its section's.
 */
export const heroImages: Partial<Record<RouteKey, ImageKey>> = heroesFile.parse(heroesData).heroImages;
