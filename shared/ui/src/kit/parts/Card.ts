export { Card, type CardProps } from '../../card';
