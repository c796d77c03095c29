// Inline on every page, from the first paint (app/[locale]/layout.tsx).
import { enhanceControls, scrollThresholds } from '@/components/layout/enhance-controls';
import { playVideosOnPress } from '@/components/media/play-video';

enhanceControls(scrollThresholds);
playVideosOnPress(document);
