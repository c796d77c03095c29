// Inline on every page: the site search's field works from the first paint (components/search/search-menu.tsx).
import { loadSearchOnFirstUse, searchBundlePath, searchPanelId } from '@/components/search/load-search';

loadSearchOnFirstUse(searchPanelId, searchBundlePath);
