import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NavLink } from '../../contracts/menus';

export interface LinkListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  readonly links: readonly NavLink[];
  readonly linkClassName?: string;
  /** Items after the links (a dropdown's footer link). */
  readonly children?: ReactNode;
}

/** A list of the site's own links (menus, the sitemap): one item and router link each. */
export function LinkList({ links, linkClassName, children, ...list }: LinkListProps) {
  return (
    <ul {...list}>
      {links.map((link) => (
        <li key={link.url}>
          <Link className={linkClassName} to={link.url}>
            {link.name}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
