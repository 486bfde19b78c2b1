// The UI kit: the antd pieces the portal uses, and only those. It is shared as a Module
// Federation singleton in place of antd, so antd is fetched once and never whole.
export {
  Alert,
  App as KitApp,
  Button,
  Card,
  Checkbox,
  Collapse,
  ConfigProvider,
  Descriptions,
  Drawer,
  Dropdown,
  Empty,
  Form,
  Input,
  Modal,
  Pagination,
  Radio,
  Result,
  Select,
  Space,
  Spin,
  Steps,
  Table,
  Tabs,
  Tag,
  Tooltip,
  message,
} from 'antd';
export type { TableColumnsType, TablePaginationConfig, TabsProps, FormInstance, FormRule, InputRef } from 'antd';
export { default as zhCN } from 'antd/locale/zh_CN';
export { KitProvider, KIT_THEME } from './KitProvider';
// Portal pieces built on the kit: they travel with it, never on the first page.
export { AckNotice, showAckNotice, ACK_NOTICE_TEXTS, type AckNoticeProps } from '../notice';
export { EllipsisText, type EllipsisTextProps } from '../ellipsis';
export { validatorRule, useTouchedFields, type TouchedFields } from '../form';
export { FileUpload, checkFile, type FileUploadProps, type FileLimits, type UploadedFile } from '../upload';
export { FaceCheck, type FaceCheckProps, type FaceLink, type FaceOutcome, type FaceResult } from '../face';
export { AuthErrorDialog, type AuthErrorDialogProps } from '../enterprise';
