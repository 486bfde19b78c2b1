export { KitProvider, KIT_THEME, FONT_FAMILY } from '../KitProvider';
