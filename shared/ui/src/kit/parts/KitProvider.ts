export { KitProvider, KIT_THEME } from '../KitProvider';
