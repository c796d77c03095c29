// Inline on every page, from the first paint (app/[locale]/layout.tsx).
import { enhanceControls, scrollThresholds } from '../controls/enhance-controls';
import { playVideosOnPress } from '../controls/play-video';

enhanceControls(scrollThresholds);
playVideosOnPress(document);
