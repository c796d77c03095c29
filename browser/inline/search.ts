// Inline on every page: the site search's field works from the first paint (components/search/search-menu.tsx).
import { searchBundlePath, searchPanelId } from '@/lib/search';
import { loadSearchOnFirstUse } from '../search/load-search';

loadSearchOnFirstUse(searchPanelId, searchBundlePath);
