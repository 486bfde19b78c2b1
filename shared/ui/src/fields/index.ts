// `@portal/ui/fields`: form controls drawn with plain elements in the kit's look, for pages that
// must paint and answer without loading the UI kit (the sign-in form, the treasury list).
export {
  Busy,
  CodeButton,
  Field,
  Pager,
  PasswordInput,
  Select,
  Tabs,
  TextInput,
  type CodeButtonProps,
  type FieldBinding,
  type FieldProps,
  type PagerProps,
  type SelectOption,
  type SelectProps,
  type TabItem,
  type TextInputProps,
} from './fields';
export { pageCount, pagerItems, parsePage, type PagerItem } from './paging';
export { useFieldForm, type FieldForm, type FieldFormOptions, type FieldRule } from './useFieldForm';
