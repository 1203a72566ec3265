import {
  Breadcrumb as AriaBreadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  type BreadcrumbProps,
  type BreadcrumbsProps,
  Link,
  type LinkProps,
} from 'react-aria-components';
import { useMessages } from '../messages';
import { Icon } from '../shared/Icon';
import * as styles from './Breadcrumbs.css';

/** Breadcrumbs show where the user is in a hierarchy, such as folders, and lead back up. */
export function Breadcrumbs<T extends object>(props: Omit<BreadcrumbsProps<T>, 'className'>) {
  const copy = useMessages().breadcrumbs;
  return (
    <nav aria-label={copy.label}>
      <AriaBreadcrumbs {...props} className={styles.list} />
    </nav>
  );
}

export interface BreadcrumbItemProps extends Omit<BreadcrumbProps, 'className' | 'children'> {
  children: LinkProps['children'];
  href?: string;
  onPress?: LinkProps['onPress'];
}

/** One level of Breadcrumbs; the last one is the current page. */
export function Breadcrumb({ children, href, onPress, ...props }: BreadcrumbItemProps) {
  return (
    <AriaBreadcrumb {...props} className={styles.item}>
      {({ isCurrent }) => (
        <>
          <Link href={href} onPress={onPress} className={styles.link}>
            {children}
          </Link>
          {isCurrent ? null : <Icon name="chevronRight" size={16} />}
        </>
      )}
    </AriaBreadcrumb>
  );
}
