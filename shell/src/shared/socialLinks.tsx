import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  siteConfig,
  YoutubeIcon,
  type IconProps,
} from '@alu/common';
import type { ComponentType } from 'react';

export interface SocialLink {
  readonly name: string;
  readonly url: string;
  readonly Icon: ComponentType<IconProps>;
}

export const socialLinks: readonly SocialLink[] = [
  { name: 'LinkedIn', url: siteConfig.social.linkedin, Icon: LinkedInIcon },
  { name: 'Facebook', url: siteConfig.social.facebook, Icon: FacebookIcon },
  { name: 'Youtube', url: siteConfig.social.youtube, Icon: YoutubeIcon },
  { name: 'Instagram', url: siteConfig.social.instagram, Icon: InstagramIcon },
];
