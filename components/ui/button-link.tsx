import type { ComponentProps } from 'react';
import { buttonClass, type ButtonVariant } from './button-class';
import { SiteLink } from './site-link';

/** An internal link styled as a button. */
export function ButtonLink({ variant = 'primary', className = '', ...props }: ComponentProps<typeof SiteLink> & { variant?: ButtonVariant }) {
  return <SiteLink {...props} className={`${buttonClass(variant)} ${className}`} />;
}
