import { siteConfig } from '@alu/common';
import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, LinkedInIcon, YoutubeIcon } from './icons';

export interface SocialLink {
  readonly name: string;
  readonly url: string;
  readonly Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const socialLinks: readonly SocialLink[] = [
  { name: 'LinkedIn', url: siteConfig.social.linkedin, Icon: LinkedInIcon },
  { name: 'Facebook', url: siteConfig.social.facebook, Icon: FacebookIcon },
  { name: 'Youtube', url: siteConfig.social.youtube, Icon: YoutubeIcon },
  { name: 'Instagram', url: siteConfig.social.instagram, Icon: InstagramIcon },
];
