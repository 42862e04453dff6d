/**
 * @automercato/ui — every component. Each is also a subpath (`@automercato/ui/button`,
 * `/dialog`, `/card`…, see package.json "exports"): import from the subpath in code that must
 * stay small (the home page), since a shared federated module is loaded whole.
 */
export { ComingSoon, type ComingSoonProps } from './ComingSoon';
export { Button, IconButton, LinkButton, buttonClass } from './Button';
export type { ButtonProps, IconButtonProps, LinkButtonProps, ButtonVariant, ButtonSize, ButtonStyleOptions } from './Button';
export { Spinner, type SpinnerProps } from './Spinner';
export * from './forms';
export { Dialog, DIALOG_WIDTHS, TRANSITION_MS, type DialogProps, type DialogSize, type CloseReason } from './Dialog';
export { ConfirmDialogView, type ConfirmDialogViewProps } from './ConfirmDialogView';
export { Drawer, type DrawerProps } from './Drawer';
export { ToastView, ToastRegion, TOAST_ICONS, TOAST_DEFAULT_TIMEOUT } from './Toast';
export type { ToastViewProps, ToastRegionProps, ToastIcon, ToastTheme } from './Toast';
export { Card, type CardProps, type CardImage } from './Card';
export { Badge, type BadgeProps, type BadgeTone } from './Badge';
export { Table, type TableProps, type TableColumn } from './Table';
export { Pagination, pageItems, type PaginationProps } from './Pagination';
export { Skeleton, SkeletonCard, type SkeletonProps, type SkeletonCardProps } from './Skeleton';
export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps } from './States';
export { Tabs, type TabsProps, type TabItem } from './Tabs';
export { Container, Stack, Grid, type ContainerProps, type StackProps, type GridProps, type Space } from './Layout';
export { VisuallyHidden } from './VisuallyHidden';
export { PlaceMap, PLACE_MAP_WIDTH, PLACE_MAP_HEIGHT, type PlaceMapProps } from './PlaceMap';
export { MOBILE_BREAKPOINT, MOBILE_QUERY } from './tokens';
export * from './Icons';
