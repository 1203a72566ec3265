export { Breadcrumb, type BreadcrumbItemProps, Breadcrumbs } from './Breadcrumbs';
