export { EllipsisText, type EllipsisTextProps } from '../../ellipsis';
