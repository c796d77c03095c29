// Inline on every page, from the first paint (components/layout/controls-script.tsx).
import { enhanceControls, scrollThresholds } from '@/components/layout/enhance-controls';

enhanceControls(scrollThresholds);
