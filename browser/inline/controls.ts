// Inline on every page, from the first paint (app/[locale]/layout.tsx): the menus, the scroll arrows, the
// videos' play buttons and the site search's field. One script, so one hash in each policy.
import { searchBundlePath, searchPanelId } from '@/lib/search';
import { enhanceControls, scrollThresholds } from '../controls/enhance-controls';
import { playVideosOnPress } from '../controls/play-video';
import { loadSearchOnFirstUse } from '../search/load-search';

enhanceControls(scrollThresholds);
playVideosOnPress(document);
loadSearchOnFirstUse(searchPanelId, searchBundlePath);
