export { Breadcrumb, type BreadcrumbItem, type BreadcrumbLinkProps, type BreadcrumbProps } from './Breadcrumb'
