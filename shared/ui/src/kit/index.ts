// The UI kit: the antd pieces the portal uses, and only those, one module per component in
// ./parts. Apps import each part by its path (`@portal/ui/kit/Button`; lint refuses this barrel
// in sources), and each part is a Module Federation singleton, so a page fetches only the antd
// components it renders. The barrel lists every part for the API report and the kit's own tests.
export * from './parts/Alert';
export * from './parts/KitApp';
export * from './parts/Button';
export * from './parts/Card';
export * from './parts/Checkbox';
export * from './parts/Collapse';
export * from './parts/ConfigProvider';
export * from './parts/Descriptions';
export * from './parts/Drawer';
export * from './parts/Dropdown';
export * from './parts/Empty';
export * from './parts/Form';
export * from './parts/Input';
export * from './parts/Modal';
export * from './parts/Radio';
export * from './parts/Result';
export * from './parts/Select';
export * from './parts/Space';
export * from './parts/Spin';
export * from './parts/Steps';
export * from './parts/Table';
export * from './parts/Tabs';
export * from './parts/Tag';
export * from './parts/Tooltip';
export * from './parts/message';
export * from './parts/zhCN';
export * from './parts/KitProvider';
// Portal pieces built on the kit: they travel with it, never on the first page.
export * from './parts/AckNotice';
export * from './parts/EllipsisText';
export * from './parts/FormHelpers';
export * from './parts/FileUpload';
export * from './parts/FaceCheck';
export * from './parts/AuthErrorDialog';
