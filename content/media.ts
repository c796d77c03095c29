import { readData } from './data';

/* Liceo in the media (specification section 2, "Media pages"): in content/data/media.json, shaped by content/schemas/media.ts. Every page has a slider. */

export type { ChannelContent, MagazineContent, MediaIndexContent, MediaSlide } from './schemas/media';

export const { mediaIndex, magazine, emprende, liceoTv, liceoRadio } = readData('media.json');
