// The kit's stylesheet travels with its provider: every kit component renders inside it (see ../KitProvider.tsx).
import '../styles/kit.css';

export { KitProvider, KIT_THEME, FONT_FAMILY } from '../KitProvider';
