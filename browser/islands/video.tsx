import { VideoPlayer } from '@/components/media/video-player';
import { hydrateIslands } from './runtime';

hydrateIslands('video', VideoPlayer);
