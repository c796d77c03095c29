import { AskAboutLink } from '@/components/forms/ask-about-link';
import { hydrateIslands } from './runtime';

hydrateIslands('ask-about', AskAboutLink);
